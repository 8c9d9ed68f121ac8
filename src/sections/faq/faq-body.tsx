import * as React from "react"
import type { FaqFile } from "../../../contract/content-schema"
import { ClosingCta } from "../../components/closing-cta"
import { FaqList } from "../../components/faq-list"
import { PageBody } from "../../components/page-body"
import { PageHeading } from "../../components/page-heading"

/** The questions page below its head tags: what the site shows at /faq/ and the studio's preview shows of her draft. */
export const FaqBody: React.FC<{ faq: FaqFile }> = ({ faq }) => (
  <>
    <PageHeading page={faq.page} />
    <PageBody>
      <FaqList items={faq.items} />
    </PageBody>
    <ClosingCta />
  </>
)
