/**
 * Her services and programmes as the studio's proposal form offers them: the fields of each that
 * the studio page's query selects (from her published pages when the build took them, else from
 * content/), and what a proposal takes from one: its title, its number of sessions and their
 * length where its page says them plainly, and its fee in pence. She may change each for a client.
 */
import type { ServicesFile } from "./content-schema"

type Item = ServicesFile["items"][number]

/** One service or programme, as the studio page's query selects it. */
export type OfferItem = Pick<Item, "slug" | "title"> & { format: Pick<Item["format"], "sessions">; fee: Pick<Item["fee"], "from"> }

/** What the build hands the studio: the services page's items and the programmes page's. */
export interface StudioOffers {
  services: OfferItem[]
  programmes: OfferItem[]
}

/** What a proposal starts from when she chooses an offer; a number its page does not say plainly is absent. */
export interface OfferTerms {
  slug: string
  title: string
  sessions?: number
  sessionMinutes?: number
  feePence: number
  /** The page's own words for the sessions ("Ten sessions of 90 minutes"), shown beside the fields. */
  sessionsText: string
}

const WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
}
const NUMBER = `(\\d+|${Object.keys(WORDS).join("|")})`
const numberOf = (word: string): number => WORDS[word.toLowerCase()] ?? Number(word)

/**
 * The sessions and their length in a page's words: "Ten sessions of 90 minutes", "Four sessions of
 * two hours", "Two 60-minute sessions a month". Words it cannot read plainly ("a diagnostic and four
 * half-day team sessions") give nothing, so she types the numbers rather than trusting a guess.
 */
export const sessionsOfText = (text: string): { sessions?: number; sessionMinutes?: number } => {
  const count = new RegExp(`\\b${NUMBER}\\s+(?:(\\d+)-minute\\s+)?sessions?\\b`, "i").exec(text)
  const length = new RegExp(`\\bsessions?\\s+of\\s+${NUMBER}\\s+(minutes?|hours?)\\b`, "i").exec(text)
  const minutes = length ? numberOf(length[1]) * (/^hour/i.test(length[2]) ? 60 : 1) : count?.[2] ? Number(count[2]) : undefined
  return { ...(count ? { sessions: numberOf(count[1]) } : {}), ...(minutes ? { sessionMinutes: minutes } : {}) }
}

/** Her offers in the order her site lists them, services first, each once by its slug. */
export const offerList = (offers: StudioOffers | undefined): OfferItem[] => {
  const all = [...(offers?.services ?? []), ...(offers?.programmes ?? [])]
  return all.filter((item, index) => all.findIndex((other) => other.slug === item.slug) === index)
}

/** What a proposal takes from an offer: the fee is whole pounds on her page, pence in a proposal. */
export const offerTerms = (item: OfferItem): OfferTerms => ({
  slug: item.slug,
  title: item.title,
  ...sessionsOfText(item.format.sessions),
  feePence: item.fee.from * 100,
  sessionsText: item.format.sessions,
})
