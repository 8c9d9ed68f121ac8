import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { FaqFile } from "../../gatsby/content/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { FaqList } from "../components/faq-list"
import { PageBody } from "../components/page-body"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { breadcrumbLd, faqPageLd } from "../lib/structured-data"

export interface FaqPageData {
  faqYaml: FaqFile
}

const FaqPage: React.FC<PageProps<FaqPageData>> = ({ data, location }) => {
  const faq = data.faqYaml
  return (
    <>
      <Seo
        title={faq.page.title}
        description={faq.page.description}
        pathname={location.pathname}
        jsonLd={[faqPageLd(faq.items), breadcrumbLd([{ name: faq.page.title, path: "/faq/" }])]}
      />
      <PageIntro title={faq.page.heading}>
        <p>{faq.page.lead}</p>
      </PageIntro>
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
      items { slug question answer }
    }
  }
`
