import * as React from "react"
import type { ServicesFile } from "../../../contract/content-schema"
import { Section } from "../../components/section"
import { Steps } from "../../components/steps"

/** How an engagement runs, step by step (content/services.yaml), at /services/#how-we-work and on /programs/. */
export const HowWeWorkSection: React.FC<{ howWeWork: ServicesFile["howWeWork"] }> = ({ howWeWork }) => (
  <Section id="how-we-work" title={howWeWork.heading} lead={howWeWork.lead} tone="muted">
    <Steps steps={howWeWork.steps} />
  </Section>
)
