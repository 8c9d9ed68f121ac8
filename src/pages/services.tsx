import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageOpening } from "../components/page-opening"
import type { ServicesFile, TestimonialsFile } from "../../contract/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { HowWeWorkSection } from "../sections/offers/how-we-work-section"
import { OfferList } from "../sections/offers/offer-list"
import { Section } from "../components/section"
import { TestimonialList } from "../components/testimonial-list"
import { ROUTES } from "../../contract/routes"

export interface ServicesPageData {
  servicesYaml: ServicesFile
  testimonialsYaml: TestimonialsFile
}

const ServicesPage: React.FC<PageProps<ServicesPageData>> = ({ data }) => {
  const services = data.servicesYaml
  return (
    <>
      <PageOpening page={services.page} path={ROUTES.services} />
      <OfferList label="Services on this page" offers={services.items} feeWording={services} />

      <HowWeWorkSection howWeWork={services.howWeWork} />

      <Section id="testimonials" title={data.testimonialsYaml.heading}>
        <TestimonialList testimonials={data.testimonialsYaml.items} />
      </Section>

      <ClosingCta />
    </>
  )
}

export default ServicesPage

export const query = graphql`
  query ServicesPage {
    servicesYaml {
      page { ...PageCopyFields }
      items { ...ServiceFields }
      howWeWork { ...HowWeWorkFields }
      pricesHidden
      feeTax
    }
    testimonialsYaml { heading items { ...TestimonialFields } }
  }
`
