import type { StoryDraft } from "../../contract/studio-api"

/** A draft the build would accept once dated: three pages on brand colours, a poster, one link. */
export const validDraft = (overrides: Partial<StoryDraft> = {}): StoryDraft => ({
  title: "Saying no to a board",
  description: "How a chief executive turned down an acquisition her board wanted, and kept the board.",
  // A photo the studio uploaded: the local project's bucket, in the story photos' folder.
  poster: { src: "https://firebasestorage.googleapis.com/v0/b/demo-coach-stories.appspot.com/o/stories%2Fsaying-no%2Fposter.jpg?alt=media&token=t", alt: "A boardroom table at dusk" },
  pages: [
    { heading: "Saying no to a board", body: "Anna's board wanted to buy a competitor. She had a week to say why not.", background: { color: "#1e3a8a" } },
    { heading: "Facts before feelings", body: "We put the numbers on one page first, and the worry second.", background: { color: "#fde68a" } },
    {
      heading: "A no with a yes inside",
      body: "She proposed a partnership instead of a purchase. The board agreed within the hour.",
      background: { color: "#1e3a8a" },
      cta: { label: "Executive coaching", href: "/services/" },
    },
  ],
  ...overrides,
})
