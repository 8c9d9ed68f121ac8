import * as React from "react"
import { Link } from "gatsby"
import type { HomeFile } from "../../../contract/content-schema"
import { Section } from "../../components/section"
import { TitledCards } from "../../components/titled-cards"

interface AudiencesSectionProps {
  title: string
  audiences: HomeFile["audiences"]
}

/** Who the coaching is for: one card per audience, each linking to its service. */
export const AudiencesSection: React.FC<AudiencesSectionProps> = ({ title, audiences }) => (
  <Section id="who-i-work-with" title={title}>
    <TitledCards items={audiences.map(({ link, linkLabel, ...card }) => ({ ...card, link: <Link to={link}>{linkLabel}</Link> }))} />
  </Section>
)
