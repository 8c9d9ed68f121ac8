import * as React from "react"
import styled from "styled-components"
import { Container } from "../shell/container"
import { media } from "../theme/media"

export type SectionTone = "plain" | "muted" | "dark"

const StyledSection = styled.section<{ $tone: SectionTone }>`
  padding: 3.5rem 0;
  background: ${({ $tone, theme }) =>
    $tone === "muted" ? theme.colors.accent : $tone === "dark" ? theme.colors.headerDark : theme.colors.body};
  color: ${({ $tone, theme }) => ($tone === "dark" ? theme.colors.inverse : theme.colors.text)};

  ${media.up("medium")} {
    padding: 5rem 0;
  }
`

const StyledHeading = styled.h2`
  max-width: 30ch;
`

const StyledLead = styled.p<{ $tone: SectionTone }>`
  font-size: ${({ theme }) => theme.type.lead};
  max-width: 62ch;
  margin: 0 0 2rem;
  color: ${({ $tone, theme }) => ($tone === "dark" ? theme.colors.inverseMuted : theme.colors.muted)};
`

interface SectionProps {
  /** Gives the section an address (#id) and names it for assistive technology through its heading. */
  id?: string
  title: string
  lead?: string
  tone?: SectionTone
  children?: React.ReactNode
}

/** A titled band of a page. */
export const Section: React.FC<SectionProps> = ({ id, title, lead, tone = "plain", children }) => {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`
  return (
    <StyledSection id={id} aria-labelledby={headingId} $tone={tone}>
      <Container>
        <StyledHeading id={headingId}>{title}</StyledHeading>
        {lead && <StyledLead $tone={tone}>{lead}</StyledLead>}
        {children}
      </Container>
    </StyledSection>
  )
}
