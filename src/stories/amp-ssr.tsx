/**
 * How a story page becomes a standalone AMP document during `gatsby build`.
 *
 * Why this way: Google shows only valid AMP stories, and a Gatsby page is not one (its React
 * scripts, wrapper divs, inlined CSS). Rather than rewrite HTML files after the build, the story is
 * rendered through Gatsby's own SSR hooks, so the page stays a real Gatsby page (sitemap,
 * page-data, 404 handling) and only its document changes:
 *   1. onRenderBody reads the page's context; for a story it sets `amp` on <html>, adds the AMP
 *      head and the <amp-story> element as a pre-body component (setBodyProps would be the obvious
 *      channel, but Gatsby 5's build drops what it is given).
 *   2. onPreRenderHTML keeps only the story's own tags: no Gatsby styles, preloads, helmet tags or
 *      scripts.
 *   3. src/html.tsx sees `amp` on <html> and writes a body holding only the <amp-story>, without
 *      Gatsby's wrapper divs.
 * `gatsby develop` has no page data in onRenderBody, so there the template shows the same
 * markup as an ordinary React page.
 */
import * as React from "react"
import type { PreRenderHTMLArgs, RenderBodyArgs } from "gatsby"
import { AmpStory } from "./amp-story"
import { AMP_KEY_PREFIX, ampStoryHead } from "./amp-head"
import { isStoryPageContext } from "../../contract/story"

type StoryRenderBodyArgs = Pick<RenderBodyArgs, "pathname" | "setHtmlAttributes" | "setHeadComponents" | "setPreBodyComponents"> & {
  /* Absent under `gatsby develop` (and may return null for a page without data). */
  loadPageDataSync?: (pathname: string) => { result: Record<string, unknown> } | null
}

/** Turns a story page's document into AMP; returns false (and does nothing) for other pages. */
export const renderAmpStory = ({ pathname, loadPageDataSync, setHtmlAttributes, setHeadComponents, setPreBodyComponents }: StoryRenderBodyArgs): boolean => {
  const context = loadPageDataSync?.(pathname)?.result?.pageContext
  if (!isStoryPageContext(context)) return false
  setHtmlAttributes({ amp: "" } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
  setHeadComponents(ampStoryHead(context.story))
  setPreBodyComponents([<AmpStory key={`${AMP_KEY_PREFIX}body`} story={context.story} />])
  return true
}

const isStoryTag = (node: React.ReactNode): boolean =>
  React.isValidElement(node) && typeof node.key === "string" && node.key.startsWith(AMP_KEY_PREFIX)

const ownTags = (components: React.ReactNode[]): React.ReactNode[] => (components.flat(2) as React.ReactNode[]).filter(isStoryTag)

type StoryPreRenderArgs = Pick<
  PreRenderHTMLArgs,
  "getHeadComponents" | "replaceHeadComponents" | "getPreBodyComponents" | "replacePreBodyComponents" | "replacePostBodyComponents"
>

/** For a story document, drops everything but the story's own tags; returns false for other pages. */
export const keepOnlyStoryTags = (args: StoryPreRenderArgs): boolean => {
  const head = args.getHeadComponents() as React.ReactNode[]
  if (!(head.flat(2) as React.ReactNode[]).some(isStoryTag)) return false
  args.replaceHeadComponents(ownTags(head))
  args.replacePreBodyComponents(ownTags(args.getPreBodyComponents() as React.ReactNode[]))
  args.replacePostBodyComponents([])
  return true
}
