import * as React from "react"
import type { ProgrammesFile, ServicesFile } from "../../../contract/content-schema"
import { ClosingCta } from "../../components/closing-cta"
import { PageHeading } from "../../components/page-heading"
import { HowWeWorkSection } from "../offers/how-we-work-section"
import { OfferList } from "../offers/offer-list"

export interface ProgrammesBodyProps {
  programmes: ProgrammesFile
  /** How an engagement runs and how fees are worded: the services page's words. */
  services: Pick<ServicesFile, "howWeWork" | "pricesHidden" | "feeTax">
}

/** The programmes page below its head tags: what the site shows at /programs/ and the studio's preview shows of her draft. */
export const ProgrammesBody: React.FC<ProgrammesBodyProps> = ({ programmes, services: { howWeWork, ...feeWording } }) => (
  <>
    <PageHeading page={programmes.page} />
    <OfferList label="Programmes on this page" offers={programmes.items} feeWording={feeWording} />
    <HowWeWorkSection howWeWork={howWeWork} />
    <ClosingCta />
  </>
)
