import * as React from "react"
import { Link } from "gatsby"
import type { Service } from "../../contract/content-schema"
import { Card, CardGrid, Eyebrow } from "./card-grid"

type Teaser = Pick<Service, "slug" | "title" | "audience" | "summary"> & { detail?: string }

interface OfferTeasersProps {
  offers: readonly Teaser[]
  /** The page that describes them in full (/services/ or /programs/). */
  path: string
  columns?: 2 | 3 | 4
}

/** Short cards for services or programmes, each linking to its full description. */
export const OfferTeasers: React.FC<OfferTeasersProps> = ({ offers, path, columns = 4 }) => (
  <CardGrid $columns={columns}>
    {offers.map((offer) => (
      <Card key={offer.slug}>
        <Eyebrow>{offer.detail ? `${offer.audience} · ${offer.detail}` : offer.audience}</Eyebrow>
        <h3>
          <Link to={`${path}#${offer.slug}`}>{offer.title}</Link>
        </h3>
        <p>{offer.summary}</p>
      </Card>
    ))}
  </CardGrid>
)
