import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { AboutFile, HomeFile, ProgrammesFile, ServicesFile, TestimonialsFile } from "../../contract/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { toPostSummary, type ImageFile, type PostCardNode, type StoryCardNode } from "../components/fragments"
import { OfferTeasers } from "../components/offer-teasers"
import { Section } from "../components/section"
import { StoryTeaser } from "../components/story-teaser"
import { TestimonialList } from "../components/testimonial-list"
import { Seo } from "../head/seo"
import { personLd, professionalServiceLd } from "../head/structured-data"
import { AudiencesSection } from "../sections/home/audiences-section"
import { FitSection } from "../sections/home/fit-section"
import { HomeHero, type HeroWords } from "../sections/home/home-hero"
import { LatestPostsSection } from "../sections/home/latest-posts-section"
import { ProofSection } from "../sections/home/proof-section"
import { ROUTES } from "../../contract/routes"

export interface HomePageData {
  homeYaml: Omit<HomeFile, "hero"> & { hero: HeroWords }
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
      <HomeHero hero={home.hero} image={data.hero?.childImageSharp?.gatsbyImageData} />

      <AudiencesSection title={home.sections.audiences} audiences={home.audiences} />

      <FitSection fit={home.fit} />

      <Section id="services" title={home.sections.services}>
        <OfferTeasers offers={servicesYaml.items} path={ROUTES.services} />
      </Section>

      <ProofSection
        title={home.sections.proof}
        figures={about.credentials.figures}
        accreditations={about.credentials.accreditations}
        aboutLabel={home.links.about}
      />

      <Section id="testimonials" title={testimonialsYaml.heading}>
        <TestimonialList testimonials={testimonialsYaml.items} />
      </Section>

      <Section id="programmes" title={home.sections.programmes} tone="muted">
        <OfferTeasers
          offers={programmesYaml.items.map((item) => ({ ...item, detail: item.format.length }))}
          path={ROUTES.programmes}
          columns={3}
        />
      </Section>

      <StoryTeaser title={home.sections.stories} stories={data.allStory.nodes} />

      <LatestPostsSection
        title={home.sections.posts}
        posts={data.allMarkdownRemark.nodes.map(toPostSummary)}
        allPostsLabel={home.links.allPosts}
      />

      <ClosingCta />
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
