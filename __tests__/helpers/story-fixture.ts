import type { Story } from "../../contract/story"

/** A story as the sources hand it over: three pages, one on a photograph, one with a call to action. */
export const storyFixture = (overrides: Partial<Story> = {}): Story => ({
  storyId: "saying-no-to-a-board",
  title: "Saying no to a board",
  publisher: "Whitcombe Leadership Ltd",
  publisherLogo: { url: "/stories/publisher-logo.png", width: 192, height: 192, alt: "Whitcombe Leadership Ltd" },
  poster: { url: "/stories/saying-no-to-a-board/poster.jpg", width: 720, height: 960, alt: "A boardroom table at dusk" },
  publishedDate: "2026-05-01T00:00:00.000Z",
  description: "How a chief executive turned down an acquisition her board wanted, and kept the board.",
  pages: [
    {
      heading: "Saying no to a board",
      body: "Anna's board wanted to buy a competitor. She thought it would sink the company, and had a week to say so.",
      background: { color: null, image: { url: "/stories/saying-no-to-a-board/table.jpg", width: 1080, height: 1920, alt: "A long table" } },
      cta: null,
    },
    {
      heading: "Facts before feelings",
      body: "We put the numbers on one page first, and the worry second. The board could argue with a feeling; not with the cash forecast.",
      background: { color: "#1e3a8a", image: null },
      cta: null,
    },
    {
      heading: "A no with a yes inside",
      body: "She proposed a partnership instead of a purchase. The board agreed within the hour.",
      background: { color: "#fde68a", image: null },
      cta: { label: "Executive coaching", href: "/services/" },
    },
  ],
  ...overrides,
})
