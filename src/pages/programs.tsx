import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { ProgrammesFile } from "../../contract/content-schema"
import { PageHead } from "../components/page-opening"
import { ProgrammesBody, type ProgrammesBodyProps } from "../sections/programmes/programmes-body"
import { ROUTES } from "../../contract/routes"

export interface ProgrammesPageData {
  programmesYaml: ProgrammesFile
  servicesYaml: ProgrammesBodyProps["services"]
}

const ProgrammesPage: React.FC<PageProps<ProgrammesPageData>> = ({ data }) => (
  <>
    <PageHead page={data.programmesYaml.page} path={ROUTES.programmes} />
    <ProgrammesBody programmes={data.programmesYaml} services={data.servicesYaml} />
  </>
)

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
