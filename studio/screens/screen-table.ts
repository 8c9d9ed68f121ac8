/**
 * Every screen of the studio, a row each: its name in the menu, what shows while it opens, and its
 * code, which is fetched when she first opens it (so signing in waits only for the studio's frame
 * and the desk). A new screen is its id in SCREEN_IDS (studio/common/screen-address.ts: its
 * address and its place in the menu) and its row here, which TypeScript asks for until it is written.
 */
import type { LoadedPart } from "../common/screen-host"
import type { ScreenProps } from "../common/screen-props"
import { SCREEN_IDS, type ScreenId } from "../common/screen-address"

/** `id`: its address under /studio/ is `#<id>`; `load`: its code, a separate file of the studio's bundle. */
export interface ScreenRow extends LoadedPart<ScreenProps> {
  id: ScreenId
  /** Its name in the menu. */
  label: string
  /** Fetches what the screen needs once she is in, as she signs in; the sign-in form waits for none of it. */
  warm?: () => void
}

const ROWS = {
  desk: {
    label: "Desk",
    opening: "Opening your desk…",
    load: () => import("./desk-screen").then((module) => module.DeskScreen),
    warm: () => void import("./desk-screen").then((module) => module.warmDesk(), () => undefined),
  },
  enquiries: { label: "Enquiries", opening: "Opening your enquiries…", load: () => import("../inbox/enquiry-inbox").then((module) => module.EnquiryInbox) },
  calls: { label: "Calls", opening: "Opening your calls…", load: () => import("../calls/calls-screen").then((module) => module.CallsScreen) },
  clients: { label: "Clients", opening: "Opening your clients and proposals…", load: () => import("../clients/clients-screen").then((module) => module.ClientsScreen) },
  posts: { label: "Posts", opening: "Opening your blog posts…", load: () => import("../posts/posts-screen").then((module) => module.PostsScreen) },
  stories: { label: "Stories", opening: "Opening your web stories…", load: () => import("../stories/stories-screen").then((module) => module.StoriesScreen) },
  pages: { label: "Pages", opening: "Opening your pages and settings…", load: () => import("../pages/pages-screen").then((module) => module.PagesScreen) },
  newsletter: { label: "Newsletter", opening: "Opening your newsletter…", load: () => import("../newsletter/newsletter-screen").then((module) => module.NewsletterScreen) },
  account: { label: "Account", opening: "Opening your account's security…", load: () => import("../account/account-security").then((module) => module.AccountSecurity) },
} as const satisfies { [Id in ScreenId]: Omit<ScreenRow, "id"> }

/** The rows in the menu's order. */
export const SCREENS = SCREEN_IDS.map((id) => ({ id, ...ROWS[id] }))

export const screenRow = (id: ScreenId): ScreenRow => SCREENS.find((row) => row.id === id) ?? SCREENS[0]
