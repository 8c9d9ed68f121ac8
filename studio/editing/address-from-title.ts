/** An address made from a title: "Saying no to a board" -> "saying-no-to-a-board". */

/** Longest address made from a title: the rule allows SLUG_MAX_CHARS (contract/routes.ts), with room for a -2; shorter reads better in a link. */
const MAX_LENGTH = 60

/** Lower-case words joined by hyphens (accents dropped), or `fallback` when the title has no letters or digits. */
export const addressFromTitle = (title: string, fallback: string): string =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, "") || fallback
