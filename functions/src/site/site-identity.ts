import type { Firestore } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import site from "../../../content/site.json"
import { PAGES } from "../../../contract/firebase-settings"
import { businessSchema, type Business } from "../../../contract/business-schema"
import type { Retention } from "../../../contract/retention"
import { SETTINGS_PAGE, settingsPageSchema } from "../../../contract/site-pages"
import { siteFileSchema } from "../../../contract/site-schema"
import type { IntakeQuestion } from "../../../contract/intake-schema"
import { RETENTION } from "../common/retention"
import { addressInForce, addressRecord } from "./notification-address"

/** Who the functions' e-mails and invitations come from and go to. */
export interface SiteIdentity {
  name: string
  company: string
  /** Her address: enquiries, bookings and their changes are sent to it. */
  email: string
  siteUrl: string
  /** How long enquiries, calls and their e-mails are kept (contract/retention.ts). */
  retention: Retention
  /** How many days a proposal may be accepted after it is sent (contract/engagement-schema.ts). */
  proposalDays: number
  /** Hours' notice that returns a cancelled or moved session (contract/session-api.ts). */
  sessionNoticeHours: number
  /** Months a client's record is kept after their programme ends (contract/record-keeping.ts). */
  clientRecordMonths: number
  /** Her business as invoices and agreements print it (contract/business-schema.ts). */
  business: Business
  /** The questions an acceptance sends the client (contract/intake-schema.ts). */
  intakeQuestions: IntakeQuestion[]
}

const FROM_FILE: SiteIdentity = {
  name: site.name,
  company: site.company,
  email: site.email,
  siteUrl: site.siteUrl,
  retention: RETENTION,
  proposalDays: siteFileSchema.shape.proposalDays.parse((site as { proposalDays?: unknown }).proposalDays),
  sessionNoticeHours: siteFileSchema.shape.sessionNoticeHours.parse((site as { sessionNoticeHours?: unknown }).sessionNoticeHours),
  clientRecordMonths: siteFileSchema.shape.clientRecordMonths.parse((site as { clientRecordMonths?: unknown }).clientRecordMonths),
  business: businessSchema.parse((site as { business?: unknown }).business),
  intakeQuestions: siteFileSchema.shape.intakeQuestions.parse((site as { intakeQuestions?: unknown }).intakeQuestions),
}

/** A settings change reaches the e-mails within this long, without a read per e-mail. */
const FRESH_MS = 60_000

let current = FROM_FILE
let readAt = Number.NEGATIVE_INFINITY

/**
 * The name, company, how long enquiries are kept, how long a proposal stays open, her business details and intake questions, as she last published them in the studio's Settings, over
 * content/site.json's (compiled into the functions at deploy), and her e-mail address as last
 * confirmed: a new address published in Settings takes over once a link mailed to it is followed
 * (notification-address.ts). Without this, a new keeping period would be stated by the site but not kept. A published
 * document the settings' schema refuses is ignored (logged), as the build leaves it out.
 */
export const refreshSiteIdentity = async (db: Firestore, now = Date.now(), freshMs = FRESH_MS): Promise<SiteIdentity> => {
  if (now - readAt < freshMs) return current
  const [doc, address] = await db.getAll(db.collection(PAGES).doc(SETTINGS_PAGE), addressRecord(db))
  // Her address is the confirmed one, not necessarily the one published (notification-address.ts).
  let next = { ...FROM_FILE, email: addressInForce(address, doc) }
  if (doc.get("published") === true) {
    const parsed = settingsPageSchema.safeParse(doc.get("content"))
    if (parsed.success) next = { ...next, name: parsed.data.name, company: parsed.data.company, retention: parsed.data.retention, proposalDays: parsed.data.proposalDays, sessionNoticeHours: parsed.data.sessionNoticeHours, clientRecordMonths: parsed.data.clientRecordMonths, business: parsed.data.business ?? FROM_FILE.business }
    else logger.warn("Published settings refused; the file's name and address are used", { field: parsed.error.issues[0]?.path.join(".") })
  }
  current = next
  readAt = now
  return current
}

/** The identity the last refresh found (the file's until one has run). */
export const siteIdentity = (): SiteIdentity => current

/** Days an enquiry, a call and their e-mails are kept, counted as contract/retention.ts says. */
export const enquiryKeepDays = (): number => current.retention.enquiryDays
