import * as React from "react"
import type { PageProps } from "gatsby"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"

const BooksPage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo title="Books" pathname={location.pathname} description="The books I return to and recommend most often to executives and founders, and why each one earns its place on a busy leader’s shelf." />
    <PageIntro title="Books worth your time">
      <p>The books I return to and recommend most often to executives and founders, and why each one earns its place on a busy leader’s shelf.</p>
    </PageIntro>
  </>
)

export default BooksPage
