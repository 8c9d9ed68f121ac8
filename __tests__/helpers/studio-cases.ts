import type { StoryDraft } from "../../contract/studio-stories-api"
import type { PostDraft } from "../../contract/post-input"
import { LOCAL_PROJECT_ID } from "../../scripts/local-backend/site-env"

/** A draft the build would accept once dated: three pages on brand colours, a poster, one link. */
export const validDraft = (overrides: Partial<StoryDraft> = {}): StoryDraft => ({
  title: "Saying no to a board",
  description: "How a chief executive turned down an acquisition her board wanted, and kept the board.",
  // A photo the studio uploaded: the local project's bucket, in the story photos' folder.
  poster: { src: `https://firebasestorage.googleapis.com/v0/b/${LOCAL_PROJECT_ID}.appspot.com/o/stories%2Fsaying-no%2Fposter.jpg?alt=media&token=t`, alt: "A boardroom table at dusk" },
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

/** A photo the studio uploaded for a post: the local project's bucket, in the post photos' folder. */
export const postPhotoUrl = (postId: string, name = "0b7a3c1e-2f4d-4e8a-9c6b-1d2e3f4a5b6c") =>
  `https://firebasestorage.googleapis.com/v0/b/${LOCAL_PROJECT_ID}.appspot.com/o/posts%2F${postId}%2F${name}.jpg?alt=media&token=t`

/** A post draft the build would accept: a cover, a heading, a link, a list and a described image. */
export const validPostDraft = (postId: string, overrides: Partial<PostDraft> = {}): PostDraft => ({
  slug: `notes-${postId}`,
  title: "Notes from an awayday",
  date: "2026-11-20",
  description: "What a leadership team decided on a day away from the office, and how they made it stick.",
  tags: ["teams", "strategy"],
  cover: postPhotoUrl(postId),
  coverAlt: "The team around a table by a window",
  body: [
    "A day away is worth it only if the team comes back with decisions.",
    "",
    "## What we decided",
    "",
    "- Fewer meetings",
    "- One owner for each goal",
    "",
    `![The whiteboard at the end of the day](${postPhotoUrl(postId, "5c6b1d2e-3f4a-4b7a-8c1e-2f4d4e8a9c6b")})`,
    "",
    "Read about [team coaching](/services/).",
  ].join("\n"),
  ...overrides,
})
