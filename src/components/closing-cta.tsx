import * as React from "react"
import styled from "styled-components"
import { settings } from "../settings"
import { PrimaryCta } from "./primary-cta"
import { Section } from "./section"

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
`

/** The band every page ends with: one obvious, low-friction next step. */
export const ClosingCta: React.FC<{ fallback?: string }> = ({ fallback }) => (
  <Section id="next-step" title={settings.callToAction.heading} lead={settings.callToAction.text} tone="dark">
    <StyledActions>
      <PrimaryCta tone="light" fallback={fallback} />
    </StyledActions>
  </Section>
)
