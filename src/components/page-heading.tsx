import * as React from "react"
import type { PageCopy } from "../../contract/content-schema"
import { PageIntro } from "./page-intro"

/** An inner page's heading and opening paragraph from its content file (its head tags are page-opening.tsx's). */
export const PageHeading: React.FC<{ page: Pick<PageCopy, "heading" | "lead"> }> = ({ page }) => (
  <PageIntro title={page.heading}>
    <p>{page.lead}</p>
  </PageIntro>
)
