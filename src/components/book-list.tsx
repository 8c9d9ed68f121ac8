import * as React from "react"
import type { Book } from "../../contract/content-schema"
import { Card, CardGrid, Eyebrow } from "./card-grid"

/** Recommended books: title, author, and why the coach recommends it. Titles are h2: the list sits right under the page heading. */
export const BookList: React.FC<{ books: readonly Book[] }> = ({ books }) => (
  <CardGrid $columns={2}>
    {books.map((book) => (
      <Card key={book.slug} id={book.slug}>
        <Eyebrow>{book.theme}</Eyebrow>
        <h2>{book.title}</h2>
        <p>
          <em>by {book.author}</em>
        </p>
        <p>{book.why}</p>
      </Card>
    ))}
  </CardGrid>
)
