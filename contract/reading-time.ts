/**
 * A post's reading time and word count, from its HTML: the same figures for the post page, its card
 * on the list pages and the studio's preview. 265 words a minute, as gatsby-transformer-remark
 * reckons, and at least one minute.
 */
export const WORDS_PER_MINUTE = 265

/** A word: letters and digits, with apostrophes inside ("don't", "coach’s"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu

/** The words of some HTML's text: tags are gaps, character references are dropped ("A &amp; B": two). */
export const wordsInHtml = (html: string): number =>
  (html.replace(/<[^>]*>/g, " ").replace(/&#?\w+;/g, "").match(WORD) ?? []).length

export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / WORDS_PER_MINUTE))
