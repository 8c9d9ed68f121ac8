/**
 * Generated posts and stories for the build-scale benchmark: deterministic (the same count always
 * gives the same files), of realistic length (posts of 500 to 1,200 words, stories of 4 to 8 pages),
 * and cheap on images (story backgrounds are colours and every story shares one poster), so the
 * figures measure the site's own work rather than image processing.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every machine. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SENTENCES = [
  "Most leaders I work with already know what they should do; the work is in making it the easy choice.",
  "A weekly review of three decisions tells you more about a team than any engagement survey.",
  "When a founder stops approving every expense, the company usually moves faster within a month.",
  "Ask what the meeting is for before you ask who should attend it.",
  "Feedback lands when it describes the behaviour and its effect, not the person.",
  "The board wants fewer surprises, not more slides.",
  "A new chief executive earns trust by keeping small promises early.",
  "Delegating an outcome means handing over the judgement as well as the work.",
  "Restructures go better when people hear the reasons before they hear the new chart.",
  "Your calendar is the most honest statement of your priorities.",
  "Clarity about what you will not do is as useful to a team as a list of goals.",
  "The difficult conversation rarely gets easier by waiting for a better moment.",
]

const WORDS = ["leadership", "founders", "delegation", "boards", "feedback", "strategy", "hiring", "culture", "focus", "change"]
const COLOURS = ["#1e3a8a", "#0f172a", "#f8fafc", "#fbbf24", "#fde68a", "#134e4a"]

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]

const paragraph = (random: () => number, sentences: number): string =>
  Array.from({ length: sentences }, () => pick(random, SENTENCES)).join(" ")

/** A date counted back from 2026-11-01, one per item, so the newest item is number 1. */
const dateFor = (index: number): string => new Date(Date.UTC(2026, 10, 1) - index * 86_400_000).toISOString().slice(0, 10)

const id = (prefix: string, index: number): string => `${prefix}-${String(index).padStart(5, "0")}`

export const generatedPostFolder = (index: number): string => id("generated-post", index)

export const postMarkdown = (index: number): string => {
  const random = seededRandom(index)
  // About 20 words a sentence: 25 to 60 sentences is 500 to 1,200 words.
  const sentences = 25 + Math.floor(random() * 36)
  const paragraphs: string[] = []
  for (let left = sentences; left > 0; left -= 5) paragraphs.push(paragraph(random, Math.min(5, left)))
  const topic = pick(random, WORDS)
  return [
    "---",
    `title: "Notes on ${topic}, number ${index}"`,
    `date: ${dateFor(index)}`,
    `description: "A short reflection on ${topic} from recent coaching conversations with executives and founders."`,
    `tags: [${topic}, ${pick(random, WORDS)}]`,
    "---",
    "",
    paragraphs[0],
    "",
    "<!-- more -->",
    "",
    "## What I notice",
    "",
    ...paragraphs.slice(1).flatMap((text) => [text, ""]),
  ].join("\n")
}

/** The one poster every generated story shares: a demo story's, referred to from beside it. */
export const SHARED_POSTER = "../from-founder-to-ceo/poster.jpg"

export const storyJson = (index: number): string => {
  const random = seededRandom(1_000_000 + index)
  const pages = Array.from({ length: 4 + Math.floor(random() * 5) }, (_, page) => ({
    heading: `Step ${page + 1}`,
    body: pick(random, SENTENCES).slice(0, 180),
    background: { color: pick(random, COLOURS) },
  }))
  return `${JSON.stringify(
    {
      title: `A client story about ${pick(random, WORDS)}, number ${index}`,
      description: "How one leader changed the way they work, told from my side of the coaching room.",
      publishedDate: dateFor(index),
      poster: { src: SHARED_POSTER, alt: "A path climbing towards a rising sun over dark hills" },
      pages,
    },
    null,
    2,
  )}\n`
}

/**
 * Writes `count` posts into a blog folder, each as <slug>/index.md with title, date and description
 * in its front matter: the layout of this site's posts and of the Gatsby blog starter's alike.
 */
export const writeGeneratedPosts = (blogDir: string, count: number): void => {
  for (let index = 1; index <= count; index += 1) {
    const post = join(blogDir, generatedPostFolder(index))
    mkdirSync(post, { recursive: true })
    writeFileSync(join(post, "index.md"), postMarkdown(index))
  }
}

/** Writes `count` stories into a stories folder, each as <slug>/story.json. */
export const writeGeneratedStories = (storiesDir: string, count: number): void => {
  for (let index = 1; index <= count; index += 1) {
    const story = join(storiesDir, id("generated-story", index))
    mkdirSync(story, { recursive: true })
    writeFileSync(join(story, "story.json"), storyJson(index))
  }
}
