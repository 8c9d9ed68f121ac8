import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../head/seo"
import { STUDIO_PATH } from "../../contract/routes"
import { Container } from "../shell/container"
import { StudioLoader } from "../features/studio/studio-loader"
import type { SiteFiles } from "../../contract/site-files"
import type { FilePages } from "../../contract/site-pages"
import type { OfferItem } from "../../contract/proposal-offers"

export interface StudioPageData {
  contactYaml: { form: { topics: { value: string; label: string }[] } }
  /** The files' own words of every page (gatsby/pages/page-resolvers.ts). */
  studioFilePages: FilePages
  /** Her services and programmes as the site is built with them: a proposal starts from one. */
  servicesYaml: { items: OfferItem[] }
  programmesYaml: { items: OfferItem[] }
}

/** The posts and stories written as files, which the build hands the page (gatsby/content/studio-site-files.ts). */
export interface StudioPageContext {
  siteFiles?: SiteFiles
}

/**
 * The coach's studio: rendered in the browser only (the server render is a shell that says it is
 * loading), its code loaded on demand, and kept out of search, the sitemap and robots.
 */
const StudioPage: React.FC<PageProps<StudioPageData, StudioPageContext>> = ({ data, pageContext }) => {
  const topics = Object.fromEntries(data.contactYaml.form.topics.map(({ value, label }) => [value, label]))
  return (
    <Container>
      <Seo title="Studio" description="The coach's private studio: enquiries from the contact form and web stories, for the coach only." pathname={STUDIO_PATH} noindex />
      <StudioLoader
        topics={topics}
        siteFiles={pageContext.siteFiles}
        filePages={data.studioFilePages}
        offers={{ services: data.servicesYaml.items, programmes: data.programmesYaml.items }}
      />
    </Container>
  )
}

export default StudioPage

export const query = graphql`
  query StudioPage {
    contactYaml {
      form {
        topics { value label }
      }
    }
    studioFilePages
    servicesYaml { items { slug title format { sessions } fee { from } } }
    programmesYaml { items { slug title format { sessions } fee { from } } }
  }
`
