/**
 * schema.org objects for the Seo component's jsonLd prop. Every value comes from content/: the
 * settings, the data files and the posts. Google reads these to show rich results.
 */
import { absoluteUrl } from "./absolute-url"
import { DEFAULT_IMAGE } from "./site-values"
import { settings } from "../settings"
import { ROUTES } from "../../contract/routes"

export type JsonLd = Record<string, unknown>

const CONTEXT = "https://schema.org"
const personId = () => `${settings.siteUrl}/#person`
const businessId = () => `${settings.siteUrl}/#business`

export interface PersonInput {
  description: string
  image: string
  credentials: readonly string[]
  topics: readonly string[]
}

export const personLd = ({ description, image, credentials, topics }: PersonInput): JsonLd => ({
  "@context": CONTEXT,
  "@type": "Person",
  "@id": personId(),
  name: settings.name,
  jobTitle: settings.jobTitle,
  description,
  url: absoluteUrl(ROUTES.about),
  image: absoluteUrl(image),
  email: `mailto:${settings.email}`,
  worksFor: { "@id": businessId() },
  sameAs: [settings.social.linkedin, settings.social.instagram],
  knowsAbout: [...topics],
  hasCredential: credentials.map((name) => ({ "@type": "EducationalOccupationalCredential", name })),
})

export interface OfferInput {
  title: string
  summary: string
  slug: string
  path: string
  from: number
}

export interface BusinessInput {
  telephone: string
  offers: readonly OfferInput[]
}

/** The practice itself: a London professional service offering coaching, with its offers (and fees when shown). */
export const professionalServiceLd = ({ telephone, offers }: BusinessInput): JsonLd => {
  const [locality, country] = settings.location.split(",").map((part) => part.trim())
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": businessId(),
    name: settings.company,
    description: settings.description,
    url: absoluteUrl(ROUTES.home),
    image: absoluteUrl(DEFAULT_IMAGE),
    email: `mailto:${settings.email}`,
    telephone,
    address: { "@type": "PostalAddress", addressLocality: locality, addressCountry: country ?? locality },
    areaServed: country ?? locality,
    founder: { "@id": personId() },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Coaching services and programmes",
      itemListElement: offers.map((offer) => ({
        "@type": "Offer",
        url: absoluteUrl(`${offer.path}#${offer.slug}`),
        itemOffered: { "@type": "Service", name: offer.title, description: offer.summary },
        ...(settings.showPrices
          ? {
              priceSpecification: {
                "@type": "PriceSpecification",
                minPrice: offer.from,
                priceCurrency: "GBP",
                valueAddedTaxIncluded: false,
              },
            }
          : {}),
      })),
    },
  }
}

export interface PostInput {
  title: string
  description: string
  published: string
  path: string
  tags: readonly string[]
  image?: string
  wordCount: number
}

export const blogPostingLd = (post: PostInput): JsonLd => ({
  "@context": CONTEXT,
  "@type": "BlogPosting",
  headline: post.title,
  description: post.description,
  datePublished: post.published,
  dateModified: post.published,
  url: absoluteUrl(post.path),
  mainEntityOfPage: absoluteUrl(post.path),
  image: absoluteUrl(post.image ?? DEFAULT_IMAGE),
  keywords: post.tags.join(", "),
  wordCount: post.wordCount,
  inLanguage: "en-GB",
  author: { "@type": "Person", "@id": personId(), name: settings.name, url: absoluteUrl(ROUTES.about) },
  publisher: { "@type": "Organization", "@id": businessId(), name: settings.company, logo: { "@type": "ImageObject", url: absoluteUrl(DEFAULT_IMAGE) } },
})

export const faqPageLd = (items: ReadonlyArray<{ question: string; answer: string }>): JsonLd => ({
  "@context": CONTEXT,
  "@type": "FAQPage",
  mainEntity: items.map(({ question, answer }) => ({
    "@type": "Question",
    name: question,
    acceptedAnswer: { "@type": "Answer", text: answer },
  })),
})

export interface Crumb {
  name: string
  path: string
}

/** Home first, then each level down to the page itself. */
export const breadcrumbLd = (crumbs: readonly Crumb[]): JsonLd => ({
  "@context": CONTEXT,
  "@type": "BreadcrumbList",
  itemListElement: [{ name: "Home", path: ROUTES.home }, ...crumbs].map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(crumb.path),
  })),
})
