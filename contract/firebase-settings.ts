/**
 * The Firebase project as the browser, the build, the functions and the scripts all name it,
 * declared once: where the functions run and what Firestore keeps.
 */

/** Every function is deployed to London, next to the coach's visitors; the browser calls them there (GATSBY_FIREBASE_FUNCTIONS_REGION may say otherwise). */
export const FUNCTIONS_REGION = "europe-west2"

// Firestore. No client reads or writes any of it (firestore.rules): the functions, the build and
// the scripts do, with firebase-admin.

/** One document per accepted enquiry, named by its submission id. */
export const ENQUIRIES = "enquiries"
/** Read by the Trigger Email extension, which sends each document it finds there. */
export const MAIL = "mail"
/** One document per accepted enquiry per sender and hour; `expiresAt` lets a TTL policy remove them. */
export const RATE_LIMITS = "rateLimits"
/** Server-only settings such as the salt of the sender hash. */
export const SERVER_SETTINGS = "serverSettings"
/** The studio's working copies: one document per story, drafts and published alike. */
export const STUDIO_STORIES = "studioStories"
/** The stories as published, which the build reads (`published: false` once taken down). */
export const STORIES = "stories"
/** The studio's working copies of blog posts: one document per post, drafts and published alike. */
export const STUDIO_POSTS = "studioPosts"
/** The blog posts as published, which the build reads beside content/blog/ (`published: false` once taken down). */
export const POSTS = "posts"
/**
 * The versions of a story or post the coach may go back to, keyed by kind and id: each one
 * published, and her draft as it was before she restored an older one (the last few of each).
 */
export const STUDIO_REVISIONS = "studioRevisions"
/**
 * One document per address a published studio post holds (/blog/<slug>/), named by the slug and
 * naming the post (`postId`): publishing claims it in the same transaction that publishes, so two
 * posts published at the same moment cannot both take one address. Only the functions read it;
 * the build reads POSTS alone.
 */
export const POST_SLUGS = "postSlugs"
/** The studio's working copies of the site's pages and settings: one document per page (contract/site-pages.ts), named by its id. */
export const STUDIO_PAGES = "studioPages"
/**
 * The pages as published, which the build reads instead of their files: one document per page,
 * named by its id, holding the page's content (`content`) exactly as its schema parsed it. No
 * document: the file is built.
 */
export const PAGES = "pages"
/** The times of the last hour's rebuild requests, for the hourly allowance (a document, not a collection). */
export const BUILD_REQUESTS = "studioMeta/buildRequests"
/** One document per site build: which stories it carried and how it ended (contract/site-builds.ts). */
export const SITE_BUILDS = "siteBuilds"

/**
 * One document per booked call (named by the booking's submission id), cancelled ones kept with
 * `status: "cancelled"` until `expiresAt`.
 */
export const CALLS = "calls"
/**
 * The hold on a time: one document per call's start, named by the instant in UTC and naming the
 * call. Booking creates it, and a create fails when it exists, so of any number of visitors asking
 * for one time exactly one gets it. Cancelling or moving the call deletes it.
 */
export const CALL_TIMES = "callTimes"
/** One document per call on each of the coach's days (`<date>-<n>`, n below her daily limit), held as the times are. */
export const CALL_DAYS = "callDays"
/** The coach's availability (contract/booking-availability.ts); absent until she first saves it. */
export const BOOKING_AVAILABILITY = "bookingSettings/availability"
/** The hash of her private calendar feed's token. */
export const CALENDAR_FEED = "bookingSettings/calendarFeed"
/** Her own calendars' addresses (secrets) and the last good copy of each one's busy times (functions/src/booking/busy-calendars/). */
export const BUSY_CALENDARS = "bookingSettings/busyCalendars"
/** When everyone's hourly cap on bookings was last reached, for the studio and the once-an-hour e-mail. */
export const BOOKING_FLOOD = "bookingSettings/flood"
/**
 * Bookings whose spam trap was filled in: they hold no time and send no e-mail until the coach
 * accepts one (it is then booked as any other, if the time is still free) or discards it.
 */
export const SUSPECTED_CALLS = "suspectedCalls"

/**
 * One document per proposal the coach sends a client, named by the id the studio made for it: the
 * proposal as sent, its stored state (contract/engagement-schema.ts), the terms it was sent with
 * and their hash, and the client's address in lower case (`clientEmail`) to find it by. Not
 * expired by a TTL: an agreement is kept as her records require.
 */
export const ENGAGEMENTS = "engagements"
/** One document per accepted engagement (named by its id): the intake questions as asked at acceptance and the client's answers. */
export const INTAKE = "intake"
/** Her private notes on a session, one document per session (named by its call's id) with `engagementId`: no client callable reads them. */
export const SESSION_NOTES = "sessionNotes"
/** The actions she shares with a client, each with `engagementId`, ticked off in the client's room. */
export const CLIENT_ACTIONS = "clientActions"

/**
 * One document per engagement (named by its id): her request for a testimonial, and the client's
 * words with the permission they gave for them (who, when, the exact wording and its hash, how they
 * may be named), earlier permissions kept in `history`, and where it is published.
 */
export const CLIENT_TESTIMONIALS = "clientTestimonials"

/** Cloud Storage: the folder the studio uploads story photos to, one folder per story (storage.rules matches it). */
export const STORY_PHOTOS_FOLDER = "stories/"
/** Cloud Storage: the folder the studio uploads a blog post's cover and body photos to, one folder per post (storage.rules matches it). */
export const POST_PHOTOS_FOLDER = "posts/"
/** Cloud Storage: the folder the studio uploads a page's photos to (the home hero, the about portrait), one folder per page (storage.rules matches it). */
export const PAGE_PHOTOS_FOLDER = "pages/"

/**
 * The newsletter's readers: one document per address, named by the salted hash of the address in
 * lower case, so asking again finds the same one. `state` is "waiting" until the confirmation link
 * is followed, then "confirmed"; it holds what the reader agreed to, the words shown and when.
 */
export const NEWSLETTER_SUBSCRIBERS = "newsletterSubscribers"
/**
 * What is kept of a reader who left (unsubscribed or removed by the coach): the salted hash of the
 * address and the date, nothing else, until `expiresAt` (her keeping period).
 */
export const NEWSLETTER_LEFT = "newsletterLeft"
/** One document per send of a post to the list, named by the studio's idempotency key: the post, the e-mail as made, progress. */
export const NEWSLETTER_SENDS = "newsletterSends"
/**
 * One document per post and reader (`<slug>--<subscriber id>`), created when a send starts from the
 * list as it was then; the mail document it queues takes the same id, so a reader gets a post once
 * however often the send is retried or pressed.
 */
export const NEWSLETTER_DELIVERIES = "newsletterDeliveries"

/**
 * One document per invoice (contract/invoice-schema.ts), named by its engagement and instalment
 * (`<engagement id>-<n>`), so an instalment issued twice (a redelivered event, two runs of the
 * schedule) is created once. Kept as her accounting records require: no TTL.
 */
export const INVOICES = "invoices"
/** One document per voided invoice, named as the invoice it credits: the credit note. */
export const CREDIT_NOTES = "creditNotes"
/**
 * The counters invoice and credit note numbers are taken from (`invoices`, `creditNotes`), each
 * read and moved on in the transaction that creates the numbered document, so no number repeats
 * or is skipped.
 */
export const NUMBER_COUNTERS = "numberCounters"
