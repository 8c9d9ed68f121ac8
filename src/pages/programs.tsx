import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { ProgrammesFile, ServicesFile } from "../../gatsby/content/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { JumpList } from "../components/jump-list"
import { OfferDetail } from "../components/offer-detail"
import { PageIntro } from "../components/page-intro"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { Steps } from "../components/steps"
import { breadcrumbLd } from "../lib/structured-data"
import { settings } from "../settings"
import { Container } from "../shell/container"

export interface ProgrammesPageData {
  programmesYaml: ProgrammesFile
  servicesYaml: Pick<ServicesFile, "howWeWork" | "pricesHidden">
}

const ProgrammesPage: React.FC<PageProps<ProgrammesPageData>> = ({ data, location }) => {
  const programmes = data.programmesYaml
  const { howWeWork, pricesHidden } = data.servicesYaml
  return (
    <>
      <Seo
        title={programmes.page.title}
        description={programmes.page.description}
        pathname={location.pathname}
        jsonLd={[breadcrumbLd([{ name: programmes.page.title, path: "/programs/" }])]}
      />
      <PageIntro title={programmes.page.heading}>
        <p>{programmes.page.lead}</p>
      </PageIntro>
      <Container>
        <JumpList label="Programmes on this page" items={programmes.items} />
        {programmes.items.map((item) => (
          <OfferDetail key={item.slug} offer={item} showPrices={settings.showPrices} pricesHidden={pricesHidden} />
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
      items {
        slug title audience summary forWhom outcomes includes nextIntake
        format { delivery sessions length cadence }
        fee { from unit sample }
      }
    }
    servicesYaml {
      howWeWork { ...HowWeWorkFields }
      pricesHidden
    }
  }
`
