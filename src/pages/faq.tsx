import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { FaqFile } from "../../contract/content-schema"
import { PageHead } from "../components/page-opening"
import { faqPageLd } from "../head/structured-data"
import { FaqBody } from "../sections/faq/faq-body"
import { ROUTES } from "../../contract/routes"

export interface FaqPageData {
  faqYaml: FaqFile
}

const FaqPage: React.FC<PageProps<FaqPageData>> = ({ data }) => (
  <>
    <PageHead page={data.faqYaml.page} path={ROUTES.faq} jsonLd={[faqPageLd(data.faqYaml.items)]} />
    <FaqBody faq={data.faqYaml} />
  </>
)

export default FaqPage

export const query = graphql`
  query FaqPage {
    faqYaml {
      page { ...PageCopyFields }
      items { ...FaqFields }
    }
  }
`
