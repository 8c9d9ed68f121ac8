import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { NotFoundFile } from "../../contract/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { LinkedText } from "../components/linked-text"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../head/seo"

export interface NotFoundPageData {
  notFoundYaml: NotFoundFile
}

const NotFoundPage: React.FC<PageProps<NotFoundPageData>> = ({ data, location }) => {
  const { title, text, links } = data.notFoundYaml
  return (
    <>
      {/* No "noindex": Hosting answers every unknown address with this page and status 404, which
          already keeps it out of search results, and the page is in no sitemap and linked from
          nowhere. A robots tag would only make page audits read it as a page blocked by mistake. */}
      <Seo title={title} pathname={location.pathname} />
      <PageIntro title={title}>
        <p>
          <LinkedText text={text} links={links} />
        </p>
      </PageIntro>
      <ClosingCta />
    </>
  )
}

export default NotFoundPage

export const query = graphql`
  query NotFoundPage {
    notFoundYaml {
      title
      text
      links { words to }
    }
  }
`
