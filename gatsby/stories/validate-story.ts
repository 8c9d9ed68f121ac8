/**
 * Turns one raw story into the typed Story, or into a list of problems that name the story and
 * the field. Every source goes through here, so a story is typed once and validated once.
 */
import type { Story, StoryImage, StoryPage } from "../../contract/story"
import { posterSizeProblem, RESERVED_STORY_IDS, STORY_LIMITS } from "../../contract/story"
import type { StoryProblem } from "./story-error"
import type { ImageResolver, MeasuredImage } from "../published/published-images"
import type { PosterDrawer } from "./draw-poster"
import { SLUG_MAX_CHARS, SLUG_PATTERN, SLUG_RULE, slugLengthRule } from "../../contract/routes"
import { fieldPath, issueProblems } from "../../contract/field-messages"
import { storyInputSchema, type ImageRef, type RawStory } from "../../contract/story-input"

export interface StoryDefaults {
  publisher: string
  /** The shared publisher logo and the folder its path is relative to. */
  publisherLogo: ImageRef
  publisherLogoDir: string
}


export type StoryResult = { ok: true; story: Story } | { ok: false; problems: StoryProblem[] }

const checkPoster = ({ width, height }: MeasuredImage): string | null => posterSizeProblem(width, height)

const checkLogo = ({ width, height }: MeasuredImage): string | null => {
  const { minSize } = STORY_LIMITS.logo
  if (Math.abs(width - height) > width * 0.01) return `must be square (it is ${width}×${height})`
  if (width < minSize) return `must be at least ${minSize}×${minSize} (it is ${width}×${height})`
  return null
}

export const validateStory = async (
  raw: RawStory,
  resolveImage: ImageResolver,
  defaults: StoryDefaults,
  drawPoster: PosterDrawer,
): Promise<StoryResult> => {
  const problems: StoryProblem[] = []
  const problem = (field: string, message: string) => problems.push({ storyId: raw.id, origin: raw.origin, field, message })

  if (!SLUG_PATTERN.test(raw.id)) problem("id", `(the folder or document name) ${SLUG_RULE}, e.g. from-founder-to-ceo`)
  else if (raw.id.length > SLUG_MAX_CHARS) problem("id", `(the folder or document name) ${slugLengthRule(raw.id.length)}`)
  if (RESERVED_STORY_IDS.includes(raw.id)) {
    problem("id", `(the folder or document name) "${raw.id}" is taken by the site's own addresses under /stories/ (${RESERVED_STORY_IDS.join(", ")}); choose another name`)
  }

  const parsed = storyInputSchema.safeParse(raw.data)
  if (!parsed.success) {
    for (const { field, message } of issueProblems(parsed.error)) problem(field, message)
    return { ok: false, problems }
  }
  const input = parsed.data
  // Nothing is fetched or drawn for a story that cannot have its address: its files would land on another's.
  if (problems.length) return { ok: false, problems }

  const image = async (
    field: string,
    ref: ImageRef,
    dir: string | null,
    check?: (image: MeasuredImage) => string | null,
  ): Promise<StoryImage | null> => {
    try {
      const measured = await resolveImage(ref.src, dir)
      const wrong = check?.(measured)
      if (wrong) {
        problem(field, wrong)
        return null
      }
      return { ...measured, alt: ref.alt }
    } catch (error) {
      problem(fieldPath([field, "src"]), (error as Error).message)
      return null
    }
  }

  const logoRef = input.publisherLogo ?? defaults.publisherLogo
  const logoDir = input.publisherLogo ? raw.imageDir : defaults.publisherLogoDir
  const [publisherLogo, poster] = await Promise.all([
    image("publisherLogo", logoRef, logoDir, checkLogo),
    input.poster.color
      ? drawPoster(raw.id, input.title, input.poster.color).then(
          (drawn) => ({ ...drawn, alt: input.poster.alt }),
          // A poster that cannot be drawn or written costs this story, never the build.
          (error: Error) => {
            problem("poster.color", `could not be drawn: ${error.message}`)
            return null
          },
        )
      : image("poster", { src: input.poster.src ?? "", alt: input.poster.alt }, raw.imageDir, checkPoster),
  ])
  const pages = await Promise.all(
    input.pages.map(async (page, index): Promise<StoryPage> => {
      const bg = page.background
      const bgImage = bg.image ? await image(fieldPath(["pages", index, "background", "image"]), bg.image, raw.imageDir) : null
      return {
        heading: page.heading,
        body: page.body,
        background: { color: bg.color?.toLowerCase() ?? null, image: bgImage },
        cta: page.cta ?? null,
      }
    }),
  )

  if (problems.length || !publisherLogo || !poster) return { ok: false, problems }
  return {
    ok: true,
    story: {
      storyId: raw.id,
      title: input.title,
      publisher: input.publisher ?? defaults.publisher,
      publisherLogo,
      poster,
      publishedDate: new Date(input.publishedDate).toISOString(),
      description: input.description,
      pages,
    },
  }
}
