import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageOpening } from "../components/page-opening"
import type { ServicesFile, TestimonialsFile } from "../../shared/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { JumpList } from "../components/jump-list"
import { OfferDetail } from "../components/offer-detail"
import { Section } from "../components/section"
import { Steps } from "../components/steps"
import { TestimonialList } from "../components/testimonial-list"
import { settings } from "../settings"
import { Container } from "../shell/container"

export interface ServicesPageData {
  servicesYaml: ServicesFile
  testimonialsYaml: TestimonialsFile
}

const ServicesPage: React.FC<PageProps<ServicesPageData>> = ({ data }) => {
  const services = data.servicesYaml
  return (
    <>
      <PageOpening page={services.page} path="/services/" />
      <Container>
        <JumpList label="Services on this page" items={services.items} />
        {services.items.map((item) => (
          <OfferDetail key={item.slug} offer={item} showPrices={settings.showPrices} feeWording={services} />
        ))}
      </Container>

      <Section id="how-we-work" title={services.howWeWork.heading} lead={services.howWeWork.lead} tone="muted">
        <Steps steps={services.howWeWork.steps} />
      </Section>

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
