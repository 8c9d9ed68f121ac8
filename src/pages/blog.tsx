import * as React from "react"
import type { PageProps } from "gatsby"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"

const BlogPage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo title="Blog" pathname={location.pathname} description="Practical essays on the hard parts of leading: delegation, difficult conversations, board meetings and the loneliness of the top job." />
    <PageIntro title="Notes on leadership">
      <p>Practical essays on the hard parts of leading: delegation, difficult conversations, board meetings and the loneliness of the top job.</p>
    </PageIntro>
  </>
)

export default BlogPage
