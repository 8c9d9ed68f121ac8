/**
 * Every callable's deployed name, in one table: the site, the studio and the tests call a function
 * by its row here, and `functions/src/index.ts` exports a function of each name (checked by
 * __tests__/callable-names.test.ts). A new callable is a row in its group; its request's schema and
 * answer's type live beside the group's other calls (the studio-*-api.ts modules, booking-api.ts,
 * booking-calendars.ts).
 */
export const CALLABLE_NAMES = {
  /** The contact form's. */
  enquiries: {
    submitEnquiry: "submitEnquiry",
  },
  /** The studio's inbox, stories, posts, photos and revisions. */
  studio: {
    listEnquiries: "studioListEnquiries",
    markEnquiry: "studioMarkEnquiry",
    listStories: "studioListStories",
    saveStoryDraft: "studioSaveStoryDraft",
    publishStory: "studioPublishStory",
    unpublishStory: "studioUnpublishStory",
    listPosts: "studioListPosts",
    savePostDraft: "studioSavePostDraft",
    publishPost: "studioPublishPost",
    unpublishPost: "studioUnpublishPost",
    deletePostDraft: "studioDeletePostDraft",
    deleteStoryDraft: "studioDeleteStoryDraft",
    listPhotos: "studioListPhotos",
    listRevisions: "studioListRevisions",
    restoreRevision: "studioRestoreRevision",
  },
  /** The studio's pages and settings. */
  pages: {
    listPages: "studioListPages",
    savePageDraft: "studioSavePageDraft",
    publishPage: "studioPublishPage",
    unpublishPage: "studioUnpublishPage",
    resetPage: "studioResetPage",
  },
  /** Booking a call (the visitor's three) and the coach's calls and hours. */
  booking: {
    listTimes: "bookingListTimes",
    bookCall: "bookingBookCall",
    manageCall: "bookingManageCall",
    getAvailability: "studioGetAvailability",
    saveAvailability: "studioSaveAvailability",
    listCalls: "studioListCalls",
    cancelCall: "studioCancelCall",
    blockTime: "studioBlockTime",
    replaceCalendarFeed: "studioReplaceCalendarFeed",
    judgeSuspectedCall: "studioJudgeSuspectedCall",
  },
  /** The calendars whose busy times close booking times. */
  busyCalendars: {
    list: "studioListBusyCalendars",
    add: "studioAddBusyCalendar",
    remove: "studioRemoveBusyCalendar",
  },
} as const

type Groups = typeof CALLABLE_NAMES

/** Any callable's deployed name. */
export type CallableName = { [Group in keyof Groups]: Groups[Group][keyof Groups[Group]] }[keyof Groups]
