import * as React from "react"
import { Link, type PageProps } from "gatsby"
import { ClosingCta } from "../components/closing-cta"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../head/seo"

const NotFoundPage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo title="Page not found" pathname={location.pathname} noindex />
    <PageIntro title="Page not found">
      <p>
        The page you were looking for has moved or no longer exists. Try the <Link to="/">home page</Link>, or{" "}
        <Link to="/contact/">get in touch</Link> and I will point you in the right direction.
      </p>
    </PageIntro>
    <ClosingCta />
  </>
)

export default NotFoundPage
