import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { ServicesFile, TestimonialsFile } from "../../contract/content-schema"
import { PageHead } from "../components/page-opening"
import { ServicesBody } from "../sections/services/services-body"
import { ROUTES } from "../../contract/routes"

export interface ServicesPageData {
  servicesYaml: ServicesFile
  testimonialsYaml: TestimonialsFile
}

const ServicesPage: React.FC<PageProps<ServicesPageData>> = ({ data }) => (
  <>
    <PageHead page={data.servicesYaml.page} path={ROUTES.services} />
    <ServicesBody services={data.servicesYaml} testimonials={data.testimonialsYaml} />
  </>
)

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
