import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { AboutFile } from "../../../contract/content-schema"
import { ClosingCta } from "../../components/closing-cta"
import { PageHeading } from "../../components/page-heading"
import { Section } from "../../components/section"
import { TitledCards } from "../../components/titled-cards"
import { CareerSection } from "./career-section"
import { CredentialsSection } from "./credentials-section"
import { LifeStorySection } from "./life-story-section"

/** The about page's words, the portrait's description without its address (the page queries the site's own copy). */
export type AboutWords = Omit<AboutFile, "portrait"> & { portrait: Pick<AboutFile["portrait"], "alt"> }

export interface AboutBodyProps {
  about: AboutWords
  /** Her photograph from the studio, else the file's (content/images/portrait.jpg), made by the build. */
  portrait?: IGatsbyImageData
}

/** The about page below its head tags: what the site shows at /about/ and the studio's preview shows of her draft. */
export const AboutBody: React.FC<AboutBodyProps> = ({ about, portrait }) => (
  <>
    <PageHeading page={about.page} />
    <LifeStorySection title={about.headings.story} paragraphs={about.story} portrait={portrait} portraitAlt={about.portrait.alt} />
    <CareerSection title={about.headings.career} career={about.career} />
    <Section id="approach" title={about.approach.heading}>
      <TitledCards items={about.approach.items} />
    </Section>
    <CredentialsSection credentials={about.credentials} headings={about.headings} />
    <ClosingCta />
  </>
)
