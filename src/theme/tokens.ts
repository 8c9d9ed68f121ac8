/** Design tokens from the specification (section 9). Everything visual reads from here. */
export const theme = {
  name: "light",
  colors: {
    primary: "#1d4ed8",
    primaryDark: "#1e3a8a",
    secondary: "#475569",
    accent: "#e9ecef",
    body: "#ffffff",
    text: "#000000",
    muted: "#4b5563",
    inverse: "#ffffff",
    /** Secondary text on dark backgrounds (the hero, dark bands, the footer). */
    inverseMuted: "#d1d5db",
    inverseSoft: "#e5e7eb",
    /** Rules on dark backgrounds (the footer's). */
    inverseBorder: "#374151",
    /** Small labels on the dark hero. */
    inverseAccent: "#bfdbfe",
    headerDark: "#000000",
    border: "#d9dde3",
    /** Form problems: text and the outline of a field that needs attention. */
    danger: "#b91c1c",
  },
  fonts: {
    serif: `"Heading Serif", "Heading Serif Fallback", Georgia, "Times New Roman", serif`,
    // The device's own sans (San Francisco, Segoe UI, Roboto …): no file for the text to wait for.
    // Why, measured: scripts/subset-fonts.ts.
    sans: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif`,
  },
  /**
   * The type scale. Every text on the public pages takes one of these sizes, in the sans at 400 or
   * 600 or in the serif at 600. Why so few: before its first layout the browser sets up every face
   * it meets at every size and weight, one lookup each on a first visit: the fewer there are, the
   * sooner the page can respond (what the lookups cost, traced: docs/speed.md).
   */
  type: {
    /** Page titles (h1). */
    display: "clamp(2.25rem, 5vw, 3.25rem)",
    /** Section headings (h2) and large figures. */
    title: "clamp(1.75rem, 3.5vw, 2.5rem)",
    /** Item headings (h3, h4): cards, steps, questions; fees, quotes and the brand. */
    heading: "1.3rem",
    /** The sentence under a title. */
    lead: "1.2rem",
    /** Running text. */
    body: "1.0625rem",
    /** Dates, labels, notes, the footer's small print. */
    small: "0.875rem",
  },
  radius: "4px",
  /** Site breakpoints: layout changes (header row versus menu) hang on these. */
  breakpoints: { mobile: 576, tablet: 768, desktop: 992, wide: 1200 },
  /** Theme breakpoints: type scale and section spacing. */
  themeBreakpoints: { medium: 668, large: 1246 },
  container: { maxWidth: 1240, padding: 16 },
  header: { height: 72, scrollThreshold: 100 },
} as const

export type Theme = typeof theme
export type SiteBreakpoint = keyof Theme["breakpoints"]
export type ThemeBreakpoint = keyof Theme["themeBreakpoints"]
