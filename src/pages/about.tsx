import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { ImageFile } from "../components/fragments"
import { PageHead } from "../components/page-opening"
import { AboutBody, type AboutWords } from "../sections/about/about-body"
import { ROUTES } from "../../contract/routes"

export interface AboutPageData {
  /** The portrait's description only: its address stays out of the page's data (the page queries the site's own copy). */
  aboutYaml: AboutWords
  portrait: ImageFile | null
}

const AboutPage: React.FC<PageProps<AboutPageData>> = ({ data }) => (
  <>
    <PageHead page={data.aboutYaml.page} path={ROUTES.about} />
    {/* Her photograph from the studio, else the file's (content/images/portrait.jpg). */}
    <AboutBody about={data.aboutYaml} portrait={data.portrait?.childImageSharp?.gatsbyImageData} />
  </>
)

export default AboutPage

export const query = graphql`
  query AboutPage {
    aboutYaml {
      page { ...PageCopyFields }
      headings { story career accreditations training }
      portrait { alt }
      story
      approach { heading items { ...StepFields } }
      credentials { heading accreditations training figures { ...FigureFields } note }
      career { years text }
    }
    portrait: file(sourceInstanceName: { eq: "page-photos" }, name: { eq: "about-portrait" }) {
      childImageSharp {
        # As wide as the column on a phone (less the 16 px side padding), with a 1.5x file, so a
        # 412 px phone at 1.75x takes the 690 px file, not the 920 px one.
        gatsbyImageData(width: 460, aspectRatio: 0.8, outputPixelDensities: [0.25, 0.5, 1, 1.5, 2], sizes: "(min-width: 492px) 460px, calc(100vw - 32px)")
      }
    }
  }
`
