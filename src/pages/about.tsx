import * as React from "react"
import type { PageProps } from "gatsby"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { settings } from "../settings"

const AboutPage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo title="About" pathname={location.pathname} description="Twenty years of building and leading teams, from a Manchester start-up to a FTSE 250 board, now spent helping leaders do their best work without burning out." />
    <PageIntro title={`About ${settings.name}`}>
      <p>Twenty years of building and leading teams, from a Manchester start-up to a FTSE 250 board, now spent helping leaders do their best work without burning out.</p>
    </PageIntro>
  </>
)

export default AboutPage
