import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import styled from "styled-components"
import { HeadedList, HeadedListGrid } from "../components/headed-list"
import type { AboutFile, HomeFile, ProgrammesFile, ServicesFile, TestimonialsFile } from "../../gatsby/content/content-schema"
import { Card, CardGrid } from "../components/card-grid"
import { ClosingCta } from "../components/closing-cta"
import { FigureList } from "../components/figure-list"
import { toPostSummary, type ImageFile, type PostCardNode } from "../components/fragments"
import { OfferTeasers } from "../components/offer-teasers"
import { PostList } from "../components/post-list"
import { PrimaryCta } from "../components/primary-cta"
import { ResponsiveImage } from "../components/responsive-image"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { StoryTeaser, type StoryTeaserItem } from "../components/story-teaser"
import { TestimonialList } from "../components/testimonial-list"
import { personLd, professionalServiceLd } from "../lib/structured-data"
import { Container } from "../shell/container"
import { media } from "../theme/media"

export interface HomePageData {
  homeYaml: HomeFile
  aboutYaml: { page: Pick<AboutFile["page"], "description">; credentials: Pick<AboutFile["credentials"], "figures" | "accreditations" | "note"> }
  servicesYaml: { items: ServicesFile["items"] }
  programmesYaml: { items: ProgrammesFile["items"] }
  testimonialsYaml: TestimonialsFile
  contactYaml: { details: { phone: string } }
  hero: ImageFile | null
  portrait: { publicURL: string } | null
  allMarkdownRemark: { nodes: PostCardNode[] }
  allStory: { nodes: StoryTeaserItem[] }
}

const StyledHero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: 88vh;
  padding: calc(${({ theme }) => theme.header.height}px + 3rem) 0 4rem;
  /* Dark artwork under the transparent header; the colour shows until the image arrives. */
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.inverse};

  ${media.up("large")} {
    padding-bottom: 6rem;
  }
`

/* The hero artwork is the home page's largest paint: painted from the server HTML (see ResponsiveImage). */
const StyledArtwork = styled(ResponsiveImage)`
  position: absolute;
  inset: 0;
  z-index: -1;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const StyledEyebrow = styled.p`
  font-size: 0.9rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inverseAccent};
`

const StyledHeading = styled.h1`
  font-size: clamp(2.25rem, 6vw, 4rem);
  max-width: 18ch;
`

const StyledLead = styled.p`
  font-size: clamp(1.1rem, 2vw, 1.3rem);
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.inverseSoft};
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.75rem;
  margin-top: 2rem;

  a:not([class]) {
    color: ${({ theme }) => theme.colors.inverse};
    font-weight: 600;
    text-underline-offset: 0.3em;
  }
`

const StyledNote = styled.p`
  margin-top: 2rem;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.inverseMuted};

  a {
    color: inherit;
  }
`

const HomePage: React.FC<PageProps<HomePageData>> = ({ data, location }) => {
  const { homeYaml: home, aboutYaml: about, servicesYaml, programmesYaml, testimonialsYaml } = data
  const posts = data.allMarkdownRemark.nodes.map(toPostSummary)
  const heroImage = data.hero?.childImageSharp?.gatsbyImageData
  const stories = data.allStory.nodes
  const offers = [
    ...servicesYaml.items.map((item) => ({ ...item, from: item.fee.from, path: "/services/" })),
    ...programmesYaml.items.map((item) => ({ ...item, from: item.fee.from, path: "/programs/" })),
  ]

  return (
    <>
      <Seo
        pathname={location.pathname}
        description={home.page.description}
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
      <StyledHero aria-labelledby="hero-heading">
        {heroImage && <StyledArtwork image={heroImage} alt="" priority />}
        <Container>
          <StyledEyebrow>{home.hero.eyebrow}</StyledEyebrow>
          <StyledHeading id="hero-heading">{home.hero.heading}</StyledHeading>
          <StyledLead>{home.hero.lead}</StyledLead>
          <StyledActions>
            <PrimaryCta tone="light" />
            <Link to="/services/#how-we-work">{home.hero.secondaryLabel}</Link>
          </StyledActions>
        </Container>
      </StyledHero>

      <Section id="who-i-work-with" title={home.sections.audiences}>
        <CardGrid $columns={2}>
          {home.audiences.map((audience) => (
            <Card key={audience.title}>
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
              <p>
                <Link to={audience.link}>{audience.linkLabel}</Link>
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title={home.fit.heading} tone="muted">
        <HeadedListGrid>
          <HeadedList heading={home.fit.forYouHeading} items={home.fit.forYou} />
          <HeadedList heading={home.fit.notForYouHeading} items={home.fit.notForYou} />
        </HeadedListGrid>
      </Section>

      <Section id="services" title={home.sections.services}>
        <OfferTeasers offers={servicesYaml.items} path="/services/" />
      </Section>

      <Section id="proof" title={home.sections.proof} tone="dark">
        <FigureList figures={about.credentials.figures} />
        <StyledNote>
          {about.credentials.accreditations.join(" · ")}.{" "}
          <Link to="/about/">
            More about my background
          </Link>
        </StyledNote>
      </Section>

      <Section id="testimonials" title={testimonialsYaml.heading}>
        <TestimonialList testimonials={testimonialsYaml.items} />
      </Section>

      <Section id="programmes" title={home.sections.programmes} tone="muted">
        <OfferTeasers
          offers={programmesYaml.items.map((item) => ({ ...item, detail: item.format.length }))}
          path="/programs/"
          columns={3}
        />
      </Section>

      <StoryTeaser title={home.sections.stories} stories={stories} />

      <Section id="latest-posts" title={home.sections.posts}>
        <PostList posts={posts} />
        <p>
          <Link to="/blog/">All posts</Link>
        </p>
      </Section>

      <ClosingCta />
    </>
  )
}

export default HomePage

export const query = graphql`
  query HomePage {
    homeYaml {
      page { ...PageCopyFields }
      hero { eyebrow heading lead secondaryLabel }
      audiences { title text link linkLabel }
      fit { heading forYouHeading forYou notForYouHeading notForYou }
      sections { audiences services programmes proof testimonials stories posts }
    }
    aboutYaml {
      page { description }
      credentials { figures { value label } accreditations note }
    }
    servicesYaml {
      items { slug title audience summary forWhom outcomes format { delivery sessions length cadence } fee { from unit sample } }
    }
    programmesYaml {
      items {
        slug title audience summary forWhom outcomes includes nextIntake
        format { delivery sessions length cadence }
        fee { from unit sample }
      }
    }
    testimonialsYaml { heading items { quote name role company } }
    contactYaml { details { phone } }
    hero: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/hero.jpg" }) {
      childImageSharp { gatsbyImageData(layout: FULL_WIDTH, placeholder: DOMINANT_COLOR) }
    }
    portrait: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/portrait.jpg" }) {
      publicURL
    }
    allStory(sort: { publishedDate: DESC }, limit: 3) {
      nodes {
        storyId
        title
        date: publishedDate
        displayDate: publishedDate(formatString: "D MMMM YYYY", locale: "en-gb")
        poster { url width height alt }
      }
    }
    allMarkdownRemark(sort: { frontmatter: { date: DESC } }, limit: 3) {
      nodes { ...PostCardFields }
    }
  }
`
