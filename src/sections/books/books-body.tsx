import * as React from "react"
import type { BooksFile } from "../../../contract/content-schema"
import { BookList } from "../../components/book-list"
import { ClosingCta } from "../../components/closing-cta"
import { PageBody } from "../../components/page-body"
import { PageHeading } from "../../components/page-heading"

/** The books page below its head tags: what the site shows at /books/ and the studio's preview shows of her draft. */
export const BooksBody: React.FC<{ books: BooksFile }> = ({ books }) => (
  <>
    <PageHeading page={books.page} />
    <PageBody>
      <BookList books={books.items} />
    </PageBody>
    <ClosingCta />
  </>
)
