import * as React from "react"
import type { ServicesFile, TestimonialsFile } from "../../../contract/content-schema"
import { ClosingCta } from "../../components/closing-cta"
import { PageHeading } from "../../components/page-heading"
import { HowWeWorkSection } from "../offers/how-we-work-section"
import { OfferList } from "../offers/offer-list"
import { TestimonialsBody } from "../testimonials/testimonials-body"

export interface ServicesBodyProps {
  services: ServicesFile
  testimonials: TestimonialsFile
}

/** The services page below its head tags: what the site shows at /services/ and the studio's preview shows of her draft. */
export const ServicesBody: React.FC<ServicesBodyProps> = ({ services, testimonials }) => (
  <>
    <PageHeading page={services.page} />
    <OfferList label="Services on this page" offers={services.items} feeWording={services} />
    <HowWeWorkSection howWeWork={services.howWeWork} />
    <TestimonialsBody testimonials={testimonials} />
    <ClosingCta />
  </>
)
