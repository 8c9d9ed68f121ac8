import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { BooksFile } from "../../gatsby/content/content-schema"
import { BookList } from "../components/book-list"
import { ClosingCta } from "../components/closing-cta"
import { PageBody } from "../components/page-body"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { breadcrumbLd } from "../lib/structured-data"

export interface BooksPageData {
  booksYaml: BooksFile
}

const BooksPage: React.FC<PageProps<BooksPageData>> = ({ data, location }) => {
  const books = data.booksYaml
  return (
    <>
      <Seo
        title={books.page.title}
        description={books.page.description}
        pathname={location.pathname}
        jsonLd={[breadcrumbLd([{ name: books.page.title, path: "/books/" }])]}
      />
      <PageIntro title={books.page.heading}>
        <p>{books.page.lead}</p>
      </PageIntro>
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
      items { slug title author theme why }
    }
  }
`
