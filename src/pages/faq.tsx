import * as React from "react"
import type { PageProps } from "gatsby"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"

const FaqPage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo title="FAQ" pathname={location.pathname} description="Straight answers about confidentiality, fees, how sessions run and how coaching differs from therapy or consultancy." />
    <PageIntro title="Frequently asked questions">
      <p>Straight answers about confidentiality, fees, how sessions run and how coaching differs from therapy or consultancy.</p>
    </PageIntro>
  </>
)

export default FaqPage
