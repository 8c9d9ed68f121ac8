import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { AboutFile, HomeFile, ProgrammesFile, ServicesFile, TestimonialsFile } from "../../../contract/content-schema"
import { ROUTES } from "../../../contract/routes"
import { ClosingCta } from "../../components/closing-cta"
import type { StoryCardNode } from "../../components/fragments"
import { OfferTeasers } from "../../components/offer-teasers"
import type { PostSummary } from "../../components/post-list"
import { Section } from "../../components/section"
import { StoryTeaser } from "../../components/story-teaser"
import { TestimonialsBody } from "../testimonials/testimonials-body"
import { AudiencesSection } from "./audiences-section"
import { FitSection } from "./fit-section"
import { HomeHero, type HeroWords } from "./home-hero"
import { LatestPostsSection } from "./latest-posts-section"
import { ProofSection } from "./proof-section"

/** The home page's words, its hero photo's description without its address (the page queries the site's own copy). */
export type HomeWords = Omit<HomeFile, "hero"> & { hero: HeroWords }

export interface HomeBodyProps {
  home: HomeWords
  /** The figures and accreditations the about page lists. */
  credentials: Pick<AboutFile["credentials"], "figures" | "accreditations">
  services: ServicesFile["items"]
  programmes: ProgrammesFile["items"]
  testimonials: TestimonialsFile
  /** The latest stories and posts: the build's (none in the studio's preview, which has no build to ask). */
  stories: readonly StoryCardNode[]
  posts: readonly PostSummary[]
  /** The hero artwork, made by the build; the dark background shows without it. */
  heroImage?: IGatsbyImageData
}

/** The home page below its head tags: what the site shows at / and the studio's preview shows of her draft. */
export const HomeBody: React.FC<HomeBodyProps> = ({ home, credentials, services, programmes, testimonials, stories, posts, heroImage }) => (
  <>
    <HomeHero hero={home.hero} image={heroImage} />
    <AudiencesSection title={home.sections.audiences} audiences={home.audiences} />
    <FitSection fit={home.fit} />
    <Section id="services" title={home.sections.services}>
      <OfferTeasers offers={services} path={ROUTES.services} />
    </Section>
    <ProofSection title={home.sections.proof} figures={credentials.figures} accreditations={credentials.accreditations} aboutLabel={home.links.about} />
    <TestimonialsBody testimonials={testimonials} />
    <Section id="programmes" title={home.sections.programmes} tone="muted">
      <OfferTeasers offers={programmes.map((item) => ({ ...item, detail: item.format.length }))} path={ROUTES.programmes} columns={3} />
    </Section>
    <StoryTeaser title={home.sections.stories} stories={stories} />
    <LatestPostsSection title={home.sections.posts} posts={posts} allPostsLabel={home.links.allPosts} />
    <ClosingCta />
  </>
)
