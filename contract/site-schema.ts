/**
 * The shapes of the two JSON files no Gatsby source reads: content/site.json (which the build makes,
 * with her published settings over it, the SiteSettings node: gatsby/pages/settings-node.ts) and
 * content/stories/closing.json (which the story pages import). The build checks them before it
 * starts (gatsby/content/check-site-files.ts) and src/settings.ts takes its type from here.
 */
import { z } from "zod"
import { isSafeLink, linkSchema, optionalLinkSchema } from "./link-schema"
import { businessSchema } from "./business-schema"
import { DEFAULT_PROPOSAL_DAYS } from "./engagement-schema"
import { intakeQuestionsSchema } from "./intake-schema"
import { CLIENT_RECORD_MONTHS_MAX, DEFAULT_CLIENT_RECORD_MONTHS } from "./record-keeping"
import { retentionSchema } from "./retention"
import { described, longText, publishable, text } from "./schema-fields"

const httpsAddress = () =>
  publishable(z.string().trim()).refine((value) => value.startsWith("https://") && isSafeLink(value), { error: "must be an https:// address" })

export const siteFileSchema = z.object({
  name: text(),
  company: text(),
  /** Used in structured data (schema.org Person jobTitle). */
  jobTitle: text(),
  siteUrl: httpsAddress(),
  description: text(),
  location: text(),
  email: described({ label: "E-mail address", help: "The address visitors see and write to." }, z.email({ error: "must be an e-mail address" })),
  /** A Calendly/Cal.com style booking link; empty means "send visitors to /contact". */
  schedulerUrl: described({ label: "Booking link", help: "Your Calendly or Cal.com page; leave empty to send visitors to the contact page." }, optionalLinkSchema),
  /** false hides every fee on /services and /programs ("fees on request" instead). */
  showPrices: described({ label: "Show fees", help: "Off: the services and programmes pages say \"fees on request\" instead." }, z.boolean({ error: "must be true or false" })),
  /** The one next step every page offers: a free first conversation. */
  callToAction: described(
    { label: "Call to action", help: "The one next step every page offers." },
    z.object({ label: described({ label: "Button words" }, text()), heading: text(), text: longText() }),
  ),
  /** Professional network (LinkedIn) and photo-sharing (Instagram) profiles. */
  social: described(
    { label: "Social links" },
    z.object({ linkedin: described({ label: "LinkedIn profile" }, httpsAddress()), instagram: described({ label: "Instagram profile" }, httpsAddress()) }),
  ),
  /** The analytics consent banner's words, and whether to ask at all. */
  analyticsConsent: z.object({
    /** false: no banner, page views are sent as soon as analytics is ready (for owners who do not need consent). */
    askFirst: z.boolean({ error: "must be true or false" }),
    text: text(),
    accept: text(),
    decline: text(),
    /** The footer link that opens the banner again. */
    change: text(),
  }),
  /** How long enquiries and the visitor's unsent draft are kept (contract/retention.ts). */
  retention: described({ label: "Keeping personal data" }, retentionSchema),
  /** How many days a proposal she sends may be accepted (contract/engagement-schema.ts); 30 when not set. */
  proposalDays: described(
    { label: "Days a proposal stays open", help: "A client can accept a proposal for this many days after you send it; then it shows as expired, and you may send it again." },
    z
      .number({ error: "must be a whole number of days" })
      .int({ error: "must be a whole number of days" })
      .min(1, { error: "must be at least 1 day" })
      .max(365, { error: "must be at most 365 days" })
      .default(DEFAULT_PROPOSAL_DAYS),
  ),
  /** Hours before a session that a client may cancel or move it and have it back (contract/session-api.ts); 24 when not set. */
  sessionNoticeHours: described(
    {
      label: "Notice to cancel or move a session (hours)",
      help: "A client who cancels or moves a session at least this long before it starts has it back; any later, it counts as used. Clients are told before they confirm.",
    },
    z
      .number({ error: "must be a whole number of hours" })
      .int({ error: "must be a whole number of hours" })
      .min(0, { error: "must be at least 0 hours" })
      .max(24 * 14, { error: "must be at most 336 hours (two weeks)" })
      .default(24),
  ),
  /** How long a client's record is kept after their programme ends (contract/record-keeping.ts); 24 months when not set. */
  clientRecordMonths: described(
    {
      label: "Months a client's record is kept after their programme",
      help: "Their intake, sessions, your notes and their actions are erased this long after you end their programme. Invoices are kept six years for your accounts. Say the same in your privacy words.",
    },
    z
      .number({ error: "must be a whole number of months" })
      .int({ error: "must be a whole number of months" })
      .min(1, { error: "must be at least 1 month" })
      .max(CLIENT_RECORD_MONTHS_MAX, { error: `must be at most ${CLIENT_RECORD_MONTHS_MAX} months (seven years)` })
      .default(DEFAULT_CLIENT_RECORD_MONTHS),
  ),
  /**
   * Her business as invoices and agreements print it (contract/business-schema.ts). Only the
   * functions read it: the site's bundles are given the settings without it (src/settings.ts).
   */
  business: described({ label: "Your business on invoices" }, businessSchema),
  /**
   * The questions each client answers before their first session (contract/intake-schema.ts): an
   * acceptance stores the list in force for that client. Only the functions read it.
   */
  intakeQuestions: intakeQuestionsSchema,
})

export const closingFileSchema = z.object({
  heading: text(),
  body: text(),
  links: z.array(z.object({ label: text(), href: linkSchema })).min(1),
})

export type SiteSettings = z.infer<typeof siteFileSchema>
export type CallToAction = SiteSettings["callToAction"]
export type SocialLinks = SiteSettings["social"]
export type AnalyticsConsentSettings = SiteSettings["analyticsConsent"]
