/**
 * Every screen of the studio, one row each: its address, its name in the menu, and its code, which
 * is fetched when she first opens it (so signing in waits only for the studio's frame and the desk).
 * A new screen is a row here: the menu, the addresses and the loading come from the table.
 */
import type { StudioAppProps } from "../../src/features/studio/shared-with-app"
import type { LoadedPart } from "../common/screen-host"

/** What every screen is given: the page's props, and the way back to the desk. */
export interface ScreenProps extends StudioAppProps {
  onClose: () => void
}

/** `id`: its address under /studio/ is `#<id>`; `load`: its code, a separate file of the studio's bundle. */
export interface ScreenRow extends LoadedPart<ScreenProps> {
  /** Its name in the menu. */
  label: string
  /** Fetches what the screen needs once she is in, as she signs in; the sign-in form waits for none of it. */
  warm?: () => void
}

export const SCREENS = [
  {
    id: "desk",
    label: "Desk",
    opening: "Opening your desk…",
    load: () => import("./desk-screen").then((module) => module.DeskScreen),
    warm: () => void import("./desk-screen").then((module) => module.warmDesk(), () => undefined),
  },
  { id: "enquiries", label: "Enquiries", opening: "Opening your enquiries…", load: () => import("../inbox/enquiry-inbox").then((module) => module.EnquiryInbox) },
  { id: "calls", label: "Calls", opening: "Opening your calls…", load: () => import("../calls/calls-screen").then((module) => module.CallsScreen) },
  { id: "posts", label: "Posts", opening: "Opening your blog posts…", load: () => import("./posts-screen").then((module) => module.PostsScreen) },
  { id: "stories", label: "Stories", opening: "Opening your web stories…", load: () => import("./stories-screen").then((module) => module.StoriesScreen) },
  { id: "pages", label: "Pages", opening: "Opening your pages and settings…", load: () => import("./pages-screen").then((module) => module.PagesScreen) },
  { id: "newsletter", label: "Newsletter", opening: "Opening your newsletter…", load: () => import("../newsletter/newsletter-screen").then((module) => module.NewsletterScreen) },
  { id: "account", label: "Account", opening: "Opening your account's security…", load: () => import("../account/account-security").then((module) => module.AccountSecurity) },
] as const satisfies readonly ScreenRow[]

export type ScreenId = (typeof SCREENS)[number]["id"]

/** Where the studio opens, and where an address it does not know leads. */
export const DESK: ScreenId = "desk"

export const screenRow = (id: ScreenId): ScreenRow => SCREENS.find((row) => row.id === id) ?? SCREENS[0]
