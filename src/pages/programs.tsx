import * as React from "react"
import type { PageProps } from "gatsby"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"

const ProgrammesPage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo title="Programmes" pathname={location.pathname} description="Structured programmes for first-time CEOs, newly promoted executives and founding teams, with a clear shape, a fixed length and outcomes agreed at the start." />
    <PageIntro title="Programmes">
      <p>Structured programmes for first-time CEOs, newly promoted executives and founding teams, with a clear shape, a fixed length and outcomes agreed at the start.</p>
    </PageIntro>
  </>
)

export default ProgrammesPage
