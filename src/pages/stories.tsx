import * as React from "react"
import type { PageProps } from "gatsby"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"

const StoriesPage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo title="Stories" pathname={location.pathname} description="Short visual stories from the work: how founders became chief executives, how leaders steered through reorganisations, and what they learned on the way." />
    <PageIntro title="Stories">
      <p>Short visual stories from the work: how founders became chief executives, how leaders steered through reorganisations, and what they learned on the way.</p>
    </PageIntro>
  </>
)

export default StoriesPage
