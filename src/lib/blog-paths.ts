/** Addresses of the blog, shared by the build (which creates the pages) and the links to them. */
import { pagedPath } from "../../contract/paging"

export const POSTS_PER_PAGE = 10

export const BLOG_PATH = "/blog/"

export const postPath = (slug: string): string => `/blog/${slug}/`

/** Page 1 of the list is /blog/; later pages are /blog/page/2/ and on, so no post slug can clash. */
export const blogListPath = (page: number): string => pagedPath(BLOG_PATH, page)
