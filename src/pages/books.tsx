import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageOpening } from "../components/page-opening"
import type { BooksFile } from "../../contract/content-schema"
import { BookList } from "../components/book-list"
import { ClosingCta } from "../components/closing-cta"
import { PageBody } from "../components/page-body"
import { ROUTES } from "../../contract/routes"

export interface BooksPageData {
  booksYaml: BooksFile
}

const BooksPage: React.FC<PageProps<BooksPageData>> = ({ data }) => {
  const books = data.booksYaml
  return (
    <>
      <PageOpening page={books.page} path={ROUTES.books} />
      <PageBody>
        <BookList books={books.items} />
      </PageBody>
      <ClosingCta />
    </>
  )
}

export default BooksPage

export const query = graphql`
  query BooksPage {
    booksYaml {
      page { ...PageCopyFields }
      items { ...BookFields }
    }
  }
`
