import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageOpening } from "../components/page-opening"
import type { FaqFile } from "../../contract/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { FaqList } from "../components/faq-list"
import { PageBody } from "../components/page-body"
import { faqPageLd } from "../head/structured-data"
import { ROUTES } from "../../contract/routes"

export interface FaqPageData {
  faqYaml: FaqFile
}

const FaqPage: React.FC<PageProps<FaqPageData>> = ({ data }) => {
  const faq = data.faqYaml
  return (
    <>
      <PageOpening page={faq.page} path={ROUTES.faq} jsonLd={[faqPageLd(faq.items)]} />
      <PageBody>
        <FaqList items={faq.items} />
      </PageBody>
      <ClosingCta />
    </>
  )
}

export default FaqPage

export const query = graphql`
  query FaqPage {
    faqYaml {
      page { ...PageCopyFields }
      items { ...FaqFields }
    }
  }
`
