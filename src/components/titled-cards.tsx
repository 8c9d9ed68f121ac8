import * as React from "react"
import { Card, CardGrid } from "./card-grid"

interface TitledCardsProps {
  items: ReadonlyArray<{ title: string; text: string; link?: React.ReactNode }>
}

/** Two columns of cards, each a heading over a paragraph, with an optional link under it. */
export const TitledCards: React.FC<TitledCardsProps> = ({ items }) => (
  <CardGrid $columns={2}>
    {items.map((item) => (
      <Card key={item.title}>
        <h3>{item.title}</h3>
        <p>{item.text}</p>
        {item.link && <p>{item.link}</p>}
      </Card>
    ))}
  </CardGrid>
)
