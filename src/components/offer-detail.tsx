import * as React from "react"
import styled from "styled-components"
import { FactList } from "./fact-list"
import type { Programme, Service } from "../../contract/content-schema"
import { media } from "../theme/media"
import { Eyebrow } from "./card-grid"
import { Fee, type FeeWording } from "./fee"

const StyledOffer = styled.article`
  padding: 2.5rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin-top: 1.5rem;
  }
`

const StyledColumns = styled.div`
  display: grid;
  gap: 1.5rem 3rem;

  ${media.up("desktop")} {
    grid-template-columns: 3fr 2fr;
  }
`

const StyledSummary = styled.p`
  font-size: ${({ theme }) => theme.type.lead};
  max-width: 60ch;
`

const StyledFormat = styled(FactList)`
  margin-bottom: 1.5rem;
`

type Offer = Service & Partial<Pick<Programme, "includes" | "nextIntake">>

interface OfferDetailProps {
  offer: Offer
  showPrices: boolean
  feeWording: FeeWording
}

/** One service or programme in full: what it is, for whom, outcomes, format and fee. */
export const OfferDetail: React.FC<OfferDetailProps> = ({ offer, showPrices, feeWording }) => (
  <StyledOffer id={offer.slug} aria-labelledby={`${offer.slug}-title`}>
    <Eyebrow>{offer.audience}</Eyebrow>
    <h2 id={`${offer.slug}-title`}>{offer.title}</h2>
    <StyledSummary>{offer.summary}</StyledSummary>
    <StyledColumns>
      <div>
        <h3>Who it is for</h3>
        <p>{offer.forWhom}</p>
        <h3>What changes</h3>
        <ul>
          {offer.outcomes.map((outcome) => (
            <li key={outcome}>{outcome}</li>
          ))}
        </ul>
        {offer.includes && (
          <>
            <h3>What is included</h3>
            <ul>
              {offer.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div>
        <h3>Format</h3>
        <StyledFormat
          facts={[
            ["How", offer.format.delivery],
            ["Sessions", offer.format.sessions],
            ["Length", offer.format.length],
            ["Cadence", offer.format.cadence],
            ["Next start", offer.nextIntake],
          ]}
        />
        <h3>Fee</h3>
        <Fee fee={offer.fee} showPrices={showPrices} wording={feeWording} />
      </div>
    </StyledColumns>
  </StyledOffer>
)
