/**
 * A calendar's busy times within the window booking offers, expanded by ical.js (Mozilla's
 * iCalendar library, the one Thunderbird uses): repeating events (RRULE, RDATE), the occurrences
 * deleted (EXDATE) and moved (RECURRENCE-ID) are its work, not ours. We only decide what counts
 * and turn each occurrence into two instants:
 *
 * - events marked free (TRANSP:TRANSPARENT, or Outlook's X-MICROSOFT-CDO-BUSYSTATUS:FREE),
 *   cancelled ones (STATUS:CANCELLED, a whole series or one occurrence) and invitations she has
 *   declined (her own ATTENDEE with PARTSTAT=DECLINED, a series or one occurrence) do not count;
 * - the calls booked on this site, which her calendar may hold through her feed, do not count
 *   twice (they are recognised by the UID the feed gives them);
 * - an all-day event takes her whole days, midnight to midnight in her zone;
 * - a time with a TZID is read by luxon in that zone when it names one the runtime knows, or a
 *   Windows zone Outlook writes ("GMT Standard Time"), mapped through the CLDR table of
 *   windows-iana; otherwise by the VTIMEZONE the file carries; a floating time is hers.
 */
import ICAL from "ical.js"
import { DateTime } from "luxon"
import { findIana } from "windows-iana"
import { isTimeZone } from "../../../../contract/booking-availability"
import { instantKey, type CallTime } from "../../../../contract/booking-slots"
import { ExpansionOverrun, withinBudget, type ExpansionBudget } from "./bounded-recurrence"
import { BUSY_CALENDAR_LIMIT_DEFAULTS } from "./busy-calendar-limits"

export class CalendarReadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "CalendarReadError"
  }
}

export interface ExpandWindow {
  from: Date
  until: Date
  /** Her time zone: all-day events and floating times are hers. */
  timeZone: string
  /** Whether a UID is one of the calls this site booked (already counted as a call). */
  isOwnCall: (uid: string) => boolean
  /** Her addresses, lower-case: an invitation she has declined at one of them is not busy. */
  ownAddresses?: readonly string[]
  /**
   * The work its repeating events may take, in all (bounded-recurrence.ts): a file whose rules
   * need more is refused rather than read for minutes. The settings' defaults when not given.
   */
  budget?: ExpansionBudget
}

/** Refused in these words whether the steps or the time ran out: either way, the rules cost too much to follow. */
const TOO_MUCH = "it repeats too many events to be read"
/** A moved occurrence may land in the window from an original time this far beyond it. */
const MOVED_SLACK_DAYS = 31

type IcalTime = InstanceType<typeof ICAL.Time>
type IcalEvent = InstanceType<typeof ICAL.Event>
type IcalComponent = InstanceType<typeof ICAL.Component>

/** The IANA zone a TZID names, directly or as a Windows zone name; null when neither. */
export const ianaZoneOf = (tzid: string): string | null => {
  const name = tzid.trim().replace(/^"|"$/g, "")
  // Some exporters prefix a path ("/mozilla.org/20050126_1/Europe/London").
  const bare = name.replace(/^\/.*?\/(?=[A-Z][a-z]+\/)/, "")
  if (isTimeZone(bare)) return bare
  const mapped = findIana(name)?.[0]
  return mapped && isTimeZone(mapped) ? mapped : null
}

const instantOf = (time: IcalTime, herZone: string): DateTime => {
  const wall = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second }
  if (time.isDate) return DateTime.fromObject({ year: time.year, month: time.month, day: time.day }, { zone: herZone })
  // The TZID as written (ical.js keeps it even for a zone it has no definition of), else its zone's.
  // (`timezone` is set at run time but missing from ical.js's declared types.)
  const tzid = (time as IcalTime & { timezone?: string }).timezone || time.zone?.tzid
  if (tzid === "UTC" || tzid === "Z" || tzid === "GMT" || time.zone === ICAL.Timezone.utcTimezone) return DateTime.fromObject(wall, { zone: "utc" })
  if (tzid && tzid !== "floating") {
    const zone = ianaZoneOf(tzid)
    if (zone) return DateTime.fromObject(wall, { zone })
    // A zone only its VTIMEZONE defines: ical.js reads the offset from it.
    return DateTime.fromSeconds(time.toUnixTime(), { zone: "utc" })
  }
  return DateTime.fromObject(wall, { zone: herZone })
}

const text = (component: IcalComponent, name: string): string => String(component.getFirstPropertyValue(name) ?? "").trim().toUpperCase()

/** Whether one of her addresses is an attendee who declined (a stranger's own answer says nothing of hers). */
const declinedByHer = (component: IcalComponent, own: ReadonlySet<string>): boolean =>
  own.size > 0 &&
  component.getAllProperties("attendee").some((attendee) => {
    const address = String(attendee.getFirstValue() ?? "").trim().replace(/^mailto:/i, "").toLowerCase()
    return own.has(address) && String(attendee.getParameter("partstat") ?? "").toUpperCase() === "DECLINED"
  })

/** Whether this event (or this occurrence) keeps her busy. */
const counts = (component: IcalComponent, own: ReadonlySet<string>): boolean =>
  text(component, "status") !== "CANCELLED" &&
  text(component, "transp") !== "TRANSPARENT" &&
  text(component, "x-microsoft-cdo-busystatus") !== "FREE" &&
  !declinedByHer(component, own)

const parseCalendar = (source: string): IcalComponent => {
  let parsed: unknown
  try {
    parsed = ICAL.parse(source)
  } catch {
    throw new CalendarReadError("it is not an iCalendar file")
  }
  // Several VCALENDARs in one file come back as a list: the first is read.
  const jcal = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed
  const root = new ICAL.Component(jcal as unknown[])
  if (root.name !== "vcalendar") throw new CalendarReadError("it is not an iCalendar file")
  return root
}

/** ical.js looks zones up in one shared registry: this file's are added while it is read, then removed. */
const withOwnZones = <T>(root: IcalComponent, read: () => T): T => {
  const added: string[] = []
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const tzid = String(vtimezone.getFirstPropertyValue("tzid") ?? "")
    if (!tzid || ICAL.TimezoneService.has(tzid)) continue
    ICAL.TimezoneService.register(vtimezone)
    added.push(tzid)
  }
  try {
    return read()
  } finally {
    for (const tzid of added) ICAL.TimezoneService.remove(tzid)
  }
}

/** Every occurrence of one event (a series with its exceptions, or a single event) that overlaps the window. */
const occurrences = (master: IcalEvent | null, exceptions: IcalEvent[], window: ExpandWindow): CallTime[] => {
  const from = DateTime.fromJSDate(window.from)
  const until = DateTime.fromJSDate(window.until)
  const spans: CallTime[] = []
  const own = new Set(window.ownAddresses ?? [])
  const add = (item: IcalEvent, start: IcalTime, end: IcalTime) => {
    if (!counts(item.component, own)) return
    const begins = instantOf(start, window.timeZone)
    let ends = instantOf(end, window.timeZone)
    // An event with no end is an instant (or, all-day, its one day).
    if (ends <= begins) ends = start.isDate ? begins.plus({ days: 1 }) : begins
    if (ends > begins && begins < until && ends > from) spans.push({ start: instantKey(begins), end: instantKey(ends) })
  }
  if (!master) {
    for (const single of exceptions) add(single, single.startDate, single.endDate)
    return spans
  }
  for (const exception of exceptions) master.relateException(exception)
  if (!master.isRecurring()) {
    add(master, master.startDate, master.endDate)
    return spans
  }
  // A rough instant (ical.js's own, a zone it lacks read as UTC) is enough to skip what is weeks away.
  const slack = MOVED_SLACK_DAYS * 24 * 60 * 60
  const [skipBefore, stopAfter] = [from.toSeconds() - slack, until.toSeconds() + slack]
  const iterator = master.iterator()
  for (let next = iterator.next(); next; next = iterator.next()) {
    const rough = next.toUnixTime()
    if (rough > stopAfter) break
    if (rough < skipBefore) continue
    const details = master.getOccurrenceDetails(next)
    add(details.item, details.startDate, details.endDate)
  }
  return spans
}

/** Overlapping and touching spans joined, soonest first. */
export const mergeSpans = (spans: readonly CallTime[]): CallTime[] => {
  const sorted = [...spans].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  const merged: CallTime[] = []
  for (const span of sorted) {
    const last = merged[merged.length - 1]
    if (last && Date.parse(span.start) <= Date.parse(last.end)) {
      if (Date.parse(span.end) > Date.parse(last.end)) last.end = span.end
    } else merged.push({ ...span })
  }
  return merged
}

/** Every event of the file expanded within the window, joined where they overlap. */
const expand = (root: IcalComponent, window: ExpandWindow): CallTime[] => {
  const byUid = new Map<string, { master: IcalEvent | null; exceptions: IcalEvent[] }>()
  root.getAllSubcomponents("vevent").forEach((component, index) => {
    const event = new ICAL.Event(component)
    // An event without a UID is its own.
    const uid = event.uid || `no-uid-${index}`
    if (window.isOwnCall(uid)) return
    const entry = byUid.get(uid) ?? { master: null, exceptions: [] }
    if (event.isRecurrenceException()) entry.exceptions.push(event)
    else entry.master ??= event
    byUid.set(uid, entry)
  })
  return mergeSpans([...byUid.values()].flatMap(({ master, exceptions }) => occurrences(master, exceptions, window)))
}

/** The busy times of one calendar's text within the window, joined where they overlap. */
export const busyTimes = (source: string, window: ExpandWindow): CallTime[] => {
  const root = parseCalendar(source)
  const budget = window.budget ?? { steps: BUSY_CALENDAR_LIMIT_DEFAULTS.readSteps, deadline: Date.now() + BUSY_CALENDAR_LIMIT_DEFAULTS.readSeconds * 1000 }
  try {
    return withinBudget(budget, () => withOwnZones(root, () => expand(root, window)))
  } catch (error) {
    if (error instanceof ExpansionOverrun) throw new CalendarReadError(TOO_MUCH)
    throw error
  }
}
