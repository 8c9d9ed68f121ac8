import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { BooksFile } from "../../contract/content-schema"
import { PageHead } from "../components/page-opening"
import { BooksBody } from "../sections/books/books-body"
import { ROUTES } from "../../contract/routes"

export interface BooksPageData {
  booksYaml: BooksFile
}

const BooksPage: React.FC<PageProps<BooksPageData>> = ({ data }) => (
  <>
    <PageHead page={data.booksYaml.page} path={ROUTES.books} />
    <BooksBody books={data.booksYaml} />
  </>
)

export default BooksPage

export const query = graphql`
  query BooksPage {
    booksYaml {
      page { ...PageCopyFields }
      items { ...BookFields }
    }
  }
`
