/**
 * The stored photos a story or a post shows, by address: what the studio keeps an eye on while the
 * coach edits (studio/photos/use-discarded-photos.ts) and what the functions check before a photo
 * may go (functions/src/studio/photo-uses.ts). The same shapes hold a draft and a live copy.
 */
import type { PostDraft } from "./post-input"
import type { DescribedPhoto } from "./studio-photos-api"
import type { StoryDraft } from "./studio-stories-api"

/** A story's poster and its pages' backgrounds. */
export const storyPhotoSources = (story: Pick<StoryDraft, "poster" | "pages">): string[] =>
  [story.poster?.src, ...(story.pages ?? []).map((page) => page.background?.image?.src)].filter((src): src is string => Boolean(src))

/** A post's cover and the images of its text (`bodyImages`: the build's own parser, contract/post-checklist.ts). */
export const postPhotoSources = (post: Pick<PostDraft, "cover" | "body">, bodyImages: (body: string) => string[]): string[] => [
  ...(post.cover ? [post.cover] : []),
  ...bodyImages(post.body ?? ""),
]

/** A story's photos with their descriptions, for the photo library. */
export const describedStoryPhotos = (story: Pick<StoryDraft, "poster" | "pages">): DescribedPhoto[] => [
  ...(story.poster?.src ? [{ src: story.poster.src, alt: story.poster.alt ?? "" }] : []),
  ...(story.pages ?? []).flatMap((page) => (page.background?.image?.src ? [{ src: page.background.image.src, alt: page.background.image.alt ?? "" }] : [])),
]

/** A post's photos with their descriptions (`bodyImages`: contract/post-checklist.ts's describedBodyImages). */
export const describedPostPhotos = (post: Pick<PostDraft, "cover" | "coverAlt" | "body">, bodyImages: (body: string) => DescribedPhoto[]): DescribedPhoto[] => [
  ...(post.cover ? [{ src: post.cover, alt: post.coverAlt ?? "" }] : []),
  ...bodyImages(post.body ?? ""),
]
