import * as React from "react"
import type { PageProps } from "gatsby"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"

const ServicesPage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo title="Services" pathname={location.pathname} description="One-to-one executive coaching, founder mentoring, leadership team coaching and board readiness: each built around the decisions in front of you this quarter." />
    <PageIntro title="Coaching services">
      <p>One-to-one executive coaching, founder mentoring, leadership team coaching and board readiness: each built around the decisions in front of you this quarter.</p>
    </PageIntro>
  </>
)

export default ServicesPage
