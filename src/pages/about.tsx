import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { AboutFile } from "../../contract/content-schema"
import { ClosingCta } from "../components/closing-cta"
import type { ImageFile } from "../components/fragments"
import { PageOpening } from "../components/page-opening"
import { Section } from "../components/section"
import { TitledCards } from "../components/titled-cards"
import { CareerSection } from "../sections/about/career-section"
import { CredentialsSection } from "../sections/about/credentials-section"
import { LifeStorySection } from "../sections/about/life-story-section"
import { ROUTES } from "../../contract/routes"

export interface AboutPageData {
  /** The portrait's description only: its address stays out of the page's data (the page queries the site's own copy). */
  aboutYaml: Omit<AboutFile, "portrait"> & { portrait: Pick<AboutFile["portrait"], "alt"> }
  portrait: ImageFile | null
}

const AboutPage: React.FC<PageProps<AboutPageData>> = ({ data }) => {
  const about = data.aboutYaml
  return (
    <>
      <PageOpening page={about.page} path={ROUTES.about} />
      {/* Her photograph from the studio, else the file's (content/images/portrait.jpg). */}
      <LifeStorySection
        title={about.headings.story}
        paragraphs={about.story}
        portrait={data.portrait?.childImageSharp?.gatsbyImageData}
        portraitAlt={about.portrait.alt}
      />
      <CareerSection title={about.headings.career} career={about.career} />
      <Section id="approach" title={about.approach.heading}>
        <TitledCards items={about.approach.items} />
      </Section>
      <CredentialsSection credentials={about.credentials} headings={about.headings} />
      <ClosingCta />
    </>
  )
}

export default AboutPage

export const query = graphql`
  query AboutPage {
    aboutYaml {
      page { ...PageCopyFields }
      headings { story career accreditations training }
      portrait { alt }
      story
      approach { heading items { ...StepFields } }
      credentials { heading accreditations training figures { ...FigureFields } note }
      career { years text }
    }
    portrait: file(sourceInstanceName: { eq: "page-photos" }, name: { eq: "about-portrait" }) {
      childImageSharp { gatsbyImageData(width: 460, aspectRatio: 0.8) }
    }
  }
`
