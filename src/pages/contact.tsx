import * as React from "react"
import type { PageProps } from "gatsby"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"

const ContactPage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo title="Contact" pathname={location.pathname} description="Tell me a little about where you are and what you want to change. I reply personally within two working days, and the first conversation is free." />
    <PageIntro title="Get in touch">
      <p>Tell me a little about where you are and what you want to change. I reply personally within two working days, and the first conversation is free.</p>
    </PageIntro>
  </>
)

export default ContactPage
