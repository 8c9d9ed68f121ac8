import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageOpening } from "../components/page-opening"
import type { ProgrammesFile, ServicesFile } from "../../contract/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { HowWeWorkSection } from "../sections/offers/how-we-work-section"
import { OfferList } from "../sections/offers/offer-list"
import { ROUTES } from "../../contract/routes"

export interface ProgrammesPageData {
  programmesYaml: ProgrammesFile
  servicesYaml: Pick<ServicesFile, "howWeWork" | "pricesHidden" | "feeTax">
}

const ProgrammesPage: React.FC<PageProps<ProgrammesPageData>> = ({ data }) => {
  const programmes = data.programmesYaml
  const { howWeWork, ...feeWording } = data.servicesYaml
  return (
    <>
      <PageOpening page={programmes.page} path={ROUTES.programmes} />
      <OfferList label="Programmes on this page" offers={programmes.items} feeWording={feeWording} />

      <HowWeWorkSection howWeWork={howWeWork} />

      <ClosingCta />
    </>
  )
}

export default ProgrammesPage

export const query = graphql`
  query ProgrammesPage {
    programmesYaml {
      page { ...PageCopyFields }
      items { ...ProgrammeFields }
    }
    servicesYaml {
      howWeWork { ...HowWeWorkFields }
      pricesHidden
      feeTax
    }
  }
`
