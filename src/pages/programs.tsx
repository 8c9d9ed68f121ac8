import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageOpening } from "../components/page-opening"
import type { ProgrammesFile, ServicesFile } from "../../shared/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { JumpList } from "../components/jump-list"
import { OfferDetail } from "../components/offer-detail"
import { Section } from "../components/section"
import { Steps } from "../components/steps"
import { settings } from "../settings"
import { Container } from "../shell/container"

export interface ProgrammesPageData {
  programmesYaml: ProgrammesFile
  servicesYaml: Pick<ServicesFile, "howWeWork" | "pricesHidden" | "feeTax">
}

const ProgrammesPage: React.FC<PageProps<ProgrammesPageData>> = ({ data }) => {
  const programmes = data.programmesYaml
  const { howWeWork, ...feeWording } = data.servicesYaml
  return (
    <>
      <PageOpening page={programmes.page} path="/programs/" />
      <Container>
        <JumpList label="Programmes on this page" items={programmes.items} />
        {programmes.items.map((item) => (
          <OfferDetail key={item.slug} offer={item} showPrices={settings.showPrices} feeWording={feeWording} />
        ))}
      </Container>

      <Section id="how-we-work" title={howWeWork.heading} lead={howWeWork.lead} tone="muted">
        <Steps steps={howWeWork.steps} />
      </Section>

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
