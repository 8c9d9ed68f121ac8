import * as React from "react"
import styled from "styled-components"
import type { AboutFile } from "../../../contract/content-schema"
import { FigureList } from "../../components/figure-list"
import { HeadedList, HeadedListGrid } from "../../components/headed-list"
import { Section } from "../../components/section"

const StyledCredentials = styled(HeadedListGrid)`
  margin-top: 2.5rem;
`

interface CredentialsSectionProps {
  credentials: AboutFile["credentials"]
  headings: Pick<AboutFile["headings"], "accreditations" | "training">
}

/** Figures, accreditations and training, and the note on supervision. */
export const CredentialsSection: React.FC<CredentialsSectionProps> = ({ credentials, headings }) => (
  <Section id="credentials" title={credentials.heading} tone="muted">
    <FigureList figures={credentials.figures} />
    <StyledCredentials>
      <HeadedList heading={headings.accreditations} items={credentials.accreditations} />
      <HeadedList heading={headings.training} items={credentials.training} />
    </StyledCredentials>
    <p>{credentials.note}</p>
  </Section>
)
