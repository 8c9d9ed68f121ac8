/**
 * The site's addresses, declared once: the pages link by them, the build creates pages at them,
 * and the hosting config and the functions name them. Every page address ends in a slash, as
 * Gatsby writes each page (/about/ is public/about/index.html).
 */
import { pagedPath } from "./paging"

export const ROUTES = {
  home: "/",
  about: "/about/",
  services: "/services/",
  programmes: "/programs/",
  stories: "/stories/",
  blog: "/blog/",
  books: "/books/",
  faq: "/faq/",
  contact: "/contact/",
  /**
   * The coach's studio is hers, not a page of the site: no crawler, sitemap, analytics or consent
   * banner goes there.
   */
  studio: "/studio/",
  /**
   * The visitor's own call, opened from the link in their e-mails (its secret after `#`): not in the
   * navigation, the sitemap or search, and no page view is counted there (the address holds the secret).
   */
  call: "/call/",
  /**
   * The client's room, where a client reads and accepts a proposal: linked from their e-mail, not a
   * page of the site's navigation; no crawler, sitemap or page view goes there (the sign-in link
   * arrives in its address).
   */
  client: "/client/",
} as const

export type Route = (typeof ROUTES)[keyof typeof ROUTES]

/** The one rule for the names in addresses: lower-case words joined by hyphens (/services/#executive-coaching, /stories/learning-to-delegate/). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_RULE = "must be lower-case words joined by hyphens"

/**
 * The longest name in an address. A post's or story's name becomes a folder of the built site,
 * and a folder's name has a limit (255 bytes on most systems): one far longer stopped every build.
 * 80 holds any title's first words (the studio makes addresses of at most 60) and reads well in a link.
 */
export const SLUG_MAX_CHARS = 80

export const slugLengthRule = (length: number, max = SLUG_MAX_CHARS): string => `must be at most ${max} characters (it has ${length}); shorten it`

/** What is wrong with a name in an address (the rule of words, then the length), or null. */
export const slugProblem = (value: string): string | null =>
  !SLUG_PATTERN.test(value) ? SLUG_RULE : value.length > SLUG_MAX_CHARS ? slugLengthRule(value.length) : null

export const STUDIO_PATH = ROUTES.studio

/** The studio's own address, with or without its trailing slash, and anything under it. */
export const isStudioPath = (pathname: string): boolean => pathname === STUDIO_PATH.slice(0, -1) || pathname.startsWith(STUDIO_PATH)

export const CALL_PATH = ROUTES.call

/** The page of one booked call, for the link in the visitor's e-mails: the token in the fragment, never sent to a server. */
export const callPagePath = (token: string): string => `${CALL_PATH}#${token}`

export const CLIENT_PATH = ROUTES.client

/** The client's room, with or without its trailing slash, and anything under it. */
export const isClientPath = (pathname: string): boolean => pathname === CLIENT_PATH.slice(0, -1) || pathname.startsWith(CLIENT_PATH)

/**
 * Pages whose visits are not counted and that ask no consent: the studio, a visitor's call (its
 * address carries a secret) and the client's room (so does its sign-in link's).
 */
export const isUncountedPath = (pathname: string): boolean =>
  isStudioPath(pathname) || pathname === CALL_PATH.slice(0, -1) || pathname.startsWith(CALL_PATH) || isClientPath(pathname)

export const STORIES_PATH = ROUTES.stories

/** A web story's page: one folder below /stories/, named by the story's id. */
export const storyPath = (storyId: string): string => `${STORIES_PATH}${storyId}/`

/** Page 1 of the list is /stories/; later pages are /stories/page/2/ and on, like the blog. */
export const storyListPath = (page: number): string => pagedPath(STORIES_PATH, page)

export const BLOG_PATH = ROUTES.blog

export const postPath = (slug: string): string => `${BLOG_PATH}${slug}/`

/** Page 1 of the list is /blog/; later pages are /blog/page/2/ and on, so no post slug can clash. */
export const blogListPath = (page: number): string => pagedPath(BLOG_PATH, page)

/** The folder under /blog/ where the build publishes the studio posts' downloaded photos (/blog/images/<hash>.jpg). */
export const POST_IMAGES_SEGMENT = "images"

/** That folder as the build writes it under the built site: blog/images. */
export const POST_IMAGES_DIR = `${BLOG_PATH}${POST_IMAGES_SEGMENT}`.slice(1)

// Patterns of the hosting config's headers (RE2 syntax, matched against the request's path, which
// the built file may also be asked for by its own name).
const ownPage = (path: string): string => `^${path}(?:index\\.html)?$`

/** Every web story's page (the list and its later pages are ordinary pages, not matched). */
export const STORY_PAGE_PATTERN = ownPage(`${STORIES_PATH}${SLUG_PATTERN.source.slice(1, -1)}/`)

/** The studio's one page. */
export const STUDIO_PAGE_PATTERN = ownPage(STUDIO_PATH)

/** The client's room's one page. */
export const CLIENT_PAGE_PATTERN = ownPage(CLIENT_PATH)
