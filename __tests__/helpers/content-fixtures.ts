/** Query results as the pages receive them, in the shapes the content files have. */
import type { Faq, PageCopy, Programme, Service, Testimonial } from "../../contract/content-schema"
import type { PostCardNode } from "../../src/components/fragments"

export const pageCopy = (title: string): PageCopy => ({
  title,
  heading: `${title} heading`,
  lead: `${title} opening paragraph.`,
  description: `${title} description for search results.`,
})

export const service = (slug: string, title: string, from = 6500): Service => ({
  slug,
  title,
  audience: "Executives",
  summary: `${title} in one line.`,
  forWhom: `Leaders who want ${title.toLowerCase()}.`,
  outcomes: [`A clearer agenda from ${title.toLowerCase()}`],
  format: { delivery: "One-to-one by video", sessions: "Ten sessions of 90 minutes", length: "Six months", cadence: "Every three weeks" },
  fee: { from, unit: "for six months", sample: `A sample ${title.toLowerCase()} engagement.` },
})

export const programme = (slug: string, title: string): Programme => ({
  ...service(slug, title, 4500),
  audience: "Founders",
  includes: ["Six workshops"],
  nextIntake: "Next cohort begins in March",
})

export const testimonials: Testimonial[] = [
  { quote: "She made our board meetings useful.", name: "Priya Raman", role: "Chief executive", company: "Fernleaf Health" },
  { quote: "Kind, direct and occasionally uncomfortable.", name: "James Okafor", role: "Chief operating officer", company: "Harbour & Vale" },
]

export const faqs: Faq[] = [
  { slug: "confidentiality", question: "Is coaching confidential?", answer: "Yes, what you say stays between us." },
  { slug: "coaching-or-therapy", question: "Is coaching therapy?", answer: "No, coaching looks forward at your work." },
]

export const postNode = (slug: string, title: string, date = "2 September 2026"): PostCardNode => ({
  fields: { slug },
  timeToRead: 4,
  frontmatter: {
    title,
    description: `What ${title.toLowerCase()} is about.`,
    date,
    published: "2026-09-02",
    coverAlt: null,
    cover: null,
  },
})

export const howWeWork = {
  heading: "How we work together",
  lead: "The same simple sequence every time.",
  steps: [
    { title: "A free first conversation", text: "Thirty minutes by video." },
    { title: "A written proposal", text: "Within two working days." },
  ],
}
