import * as React from "react"
import type { HomeFile } from "../../../contract/content-schema"
import { HeadedList, HeadedListGrid } from "../../components/headed-list"
import { Section } from "../../components/section"

/** Who the coaching is for and who it is not for, side by side. */
export const FitSection: React.FC<{ fit: HomeFile["fit"] }> = ({ fit }) => (
  <Section title={fit.heading} tone="muted">
    <HeadedListGrid>
      <HeadedList heading={fit.forYouHeading} items={fit.forYou} />
      <HeadedList heading={fit.notForYouHeading} items={fit.notForYou} />
    </HeadedListGrid>
  </Section>
)
