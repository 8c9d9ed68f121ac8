import * as React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import type { Figure } from "../../../contract/content-schema"
import { FigureList } from "../../components/figure-list"
import { Section } from "../../components/section"
import { ROUTES } from "../../../contract/routes"

const StyledNote = styled.p`
  margin-top: 2rem;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.inverseMuted};

  a {
    color: inherit;
  }
`

interface ProofSectionProps {
  title: string
  figures: readonly Figure[]
  accreditations: readonly string[]
  /** The words of the link to /about/. */
  aboutLabel: string
}

/** The practice in numbers, on a dark band: figures, accreditations and the way to the full story. */
export const ProofSection: React.FC<ProofSectionProps> = ({ title, figures, accreditations, aboutLabel }) => (
  <Section id="proof" title={title} tone="dark">
    <FigureList figures={figures} />
    <StyledNote>
      {accreditations.join(" · ")}. <Link to={ROUTES.about}>{aboutLabel}</Link>
    </StyledNote>
  </Section>
)
