import * as React from "react"
import type { ComponentProps } from "react"
import { JumpList } from "../../components/jump-list"
import { OfferDetail } from "../../components/offer-detail"
import type { FeeWording } from "../../components/fee"
import { settings } from "../../settings"
import { Container } from "../../shell/container"

type Offer = ComponentProps<typeof OfferDetail>["offer"]

interface OfferListProps {
  /** Names the list of links to each offer, e.g. "Services on this page". */
  label: string
  offers: readonly Offer[]
  feeWording: FeeWording
}

/** Every service or programme in full, after links that jump to each. */
export const OfferList: React.FC<OfferListProps> = ({ label, offers, feeWording }) => (
  <Container>
    <JumpList label={label} items={offers} />
    {offers.map((offer) => (
      <OfferDetail key={offer.slug} offer={offer} showPrices={settings.showPrices} feeWording={feeWording} />
    ))}
  </Container>
)
