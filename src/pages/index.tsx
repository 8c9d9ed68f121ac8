import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { AboutFile, ProgrammesFile, ServicesFile, TestimonialsFile } from "../../contract/content-schema"
import { toPostSummary, type ImageFile, type PostCardNode, type StoryCardNode } from "../components/fragments"
import { Seo } from "../head/seo"
import { personLd, professionalServiceLd } from "../head/structured-data"
import { HomeBody, type HomeWords } from "../sections/home/home-body"
import { ROUTES } from "../../contract/routes"

export interface HomePageData {
  homeYaml: HomeWords
  aboutYaml: { page: Pick<AboutFile["page"], "description">; credentials: Pick<AboutFile["credentials"], "figures" | "accreditations"> }
  servicesYaml: { items: ServicesFile["items"] }
  programmesYaml: { items: ProgrammesFile["items"] }
  testimonialsYaml: TestimonialsFile
  contactYaml: { details: { phone: string } }
  hero: ImageFile | null
  portrait: { publicURL: string } | null
  allMarkdownRemark: { nodes: PostCardNode[] }
  allStory: { nodes: StoryCardNode[] }
}

const HomePage: React.FC<PageProps<HomePageData>> = ({ data, location }) => {
  const { homeYaml: home, aboutYaml: about, servicesYaml, programmesYaml, testimonialsYaml } = data
  const offers = [
    ...servicesYaml.items.map((item) => ({ ...item, from: item.fee.from, path: ROUTES.services })),
    ...programmesYaml.items.map((item) => ({ ...item, from: item.fee.from, path: ROUTES.programmes })),
  ]

  return (
    <>
      <Seo
        pathname={location.pathname}
        jsonLd={[
          personLd({
            description: about.page.description,
            image: data.portrait?.publicURL ?? "/og-image.png",
            credentials: about.credentials.accreditations,
            topics: servicesYaml.items.map((item) => item.title),
          }),
          professionalServiceLd({ telephone: data.contactYaml.details.phone, offers }),
        ]}
      />
      <HomeBody
        home={home}
        credentials={about.credentials}
        services={servicesYaml.items}
        programmes={programmesYaml.items}
        testimonials={testimonialsYaml}
        stories={data.allStory.nodes}
        posts={data.allMarkdownRemark.nodes.map(toPostSummary)}
        heroImage={data.hero?.childImageSharp?.gatsbyImageData}
      />
    </>
  )
}

export default HomePage

export const query = graphql`
  query HomePage {
    homeYaml {
      hero { eyebrow heading lead secondaryLabel photo { alt } }
      audiences { title text link linkLabel }
      fit { heading forYouHeading forYou notForYouHeading notForYou }
      sections { audiences services programmes proof stories posts }
      links { about allPosts }
    }
    aboutYaml {
      page { description }
      credentials { figures { ...FigureFields } accreditations }
    }
    servicesYaml { items { ...ServiceFields } }
    programmesYaml { items { ...ProgrammeFields } }
    testimonialsYaml { heading items { ...TestimonialFields } }
    contactYaml { details { phone } }
    hero: file(sourceInstanceName: { eq: "page-photos" }, name: { eq: "home-hero-photo" }) {
      childImageSharp { gatsbyImageData(layout: FULL_WIDTH, placeholder: DOMINANT_COLOR) }
    }
    portrait: file(sourceInstanceName: { eq: "page-photos" }, name: { eq: "about-portrait" }) {
      publicURL
    }
    allStory(sort: [{ publishedDate: DESC }, { storyId: ASC }], limit: 3) {
      nodes { ...StoryCardFields }
    }
    allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }], limit: 3) {
      nodes { ...PostCardFields }
    }
  }
`
