/** Where each page is on the site, for the editor's "Address" line and the publish outcome. */
import { CLIENT_PATH, ROUTES } from "../../contract/routes"
import type { PageId } from "../../contract/site-pages"

const ADDRESSES: Record<PageId, string> = {
  home: ROUTES.home,
  about: ROUTES.about,
  services: ROUTES.services,
  programmes: ROUTES.programmes,
  books: ROUTES.books,
  faq: ROUTES.faq,
  testimonials: `${ROUTES.services}#testimonials`,
  contact: ROUTES.contact,
  blog: ROUTES.blog,
  "web-stories": ROUTES.stories,
  "not-found": "/404/",
  // The subscribe form is on the blog page, under every post and in the footer.
  newsletter: ROUTES.blog,
  // Settings show on every page; the home page is where to look first.
  settings: ROUTES.home,
  // Not a page of the site: each client reads them with their proposal in their own room.
  terms: CLIENT_PATH,
}

export const pageAddress = (pageId: PageId): string => ADDRESSES[pageId]
