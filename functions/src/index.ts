/** The deployed functions. Each lives in its own module; this file only names them. */
import { setGlobalOptions } from "firebase-functions/v2"
import { FUNCTIONS_REGION } from "../../contract/firebase-settings"

// Every function runs in London, next to the coach's visitors.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 })

export { submitEnquiry } from "./enquiries/submit-enquiry"
export { refuseSignUp } from "./accounts/refuse-sign-up"
export { deleteExpiredEnquiries } from "./enquiries/clean-up"
export { sendEnquiryDigest } from "./enquiries/enquiry-digest"
export {
  studioListEnquiries,
  studioMarkEnquiry,
  studioListStories,
  studioSaveStoryDraft,
  studioPublishStory,
  studioUnpublishStory,
  studioListPosts,
  studioSavePostDraft,
  studioTakeFilePost,
  studioTakeFileStory,
  studioPublishPost,
  studioUnpublishPost,
  studioDeletePostDraft,
  studioDeleteStoryDraft,
  publishScheduled,
  studioListPhotos,
  studioListRevisions,
  studioRestoreRevision,
} from "./studio/studio-callables"
export { confirmNotificationAddress } from "./site/confirm-address"
export { sendHeldBackBuilds } from "./studio/site-rebuilds"
export { studioListPages, studioSavePageDraft, studioPublishPage, studioUnpublishPage, studioResetPage } from "./studio/page-callables"
export {
  bookingListTimes,
  bookingBookCall,
  bookingManageCall,
  studioGetAvailability,
  studioSaveAvailability,
  studioListCalls,
  studioCancelCall,
  studioBlockTime,
  studioReplaceCalendarFeed,
  studioJudgeSuspectedCall,
  calendarFeed,
  sendCallReminders,
} from "./booking/booking-functions"
export {
  studioListBusyCalendars,
  studioAddBusyCalendar,
  studioRemoveBusyCalendar,
  refreshBusyCalendarsOnSchedule as refreshBusyCalendars,
} from "./booking/busy-calendars/busy-calendar-functions"
export { removeDeliveredLinks } from "./booking/delivered-mail"
export {
  subscribeToNewsletter,
  studioNewsletterList,
  studioNewsletterRemove,
  studioNewsletterExport,
  studioNewsletterImport,
  studioNewsletterPreview,
  studioNewsletterSendTest,
  studioNewsletterSend,
  studioNewsletterSendStatus,
  newsletterSubscribe,
  newsletterConfirm,
  newsletterUnsubscribe,
  sendNewsletterBatches,
  deleteExpiredNewsletter,
} from "./newsletter/newsletter-functions"
export { studioSendProposal, studioListProposals, studioWithdrawProposal, studioResendProposal } from "./engagements/engagement-functions"
export { clientSendSignInLink, clientListEngagements, clientAcceptProposal, clientDeclineProposal } from "./client-room/client-room-functions"
export {
  followAcceptedEngagement,
  sendInstalmentsAndReminders,
  studioListInvoices,
  studioMarkInvoicePaid,
  studioVoidInvoice,
  studioExportInvoices,
  clientListInvoices,
  clientInvoicePdf,
} from "./invoices/invoice-functions"
export {
  clientListSessions,
  clientListSessionTimes,
  clientBookSession,
  clientCancelSession,
  clientMoveSession,
  studioListSessions,
  studioGiveSessionBack,
} from "./sessions/session-functions"
export {
  clientReadIntake,
  clientSaveIntake,
  clientListActions,
  clientTickAction,
  studioReadClientRecord,
  studioListIntakes,
  studioSaveSessionNote,
  studioAddAction,
  studioRemoveAction,
} from "./client-record/client-record-functions"
export {
  studioListClientRecords,
  studioEndProgramme,
  studioAskTestimonial,
  studioSuggestTestimonialWording,
  studioPublishTestimonial,
  studioExportClientRecord,
  studioEraseClientRecord,
  clientGetTestimonial,
  clientGiveTestimonial,
  clientRequestErasure,
} from "./programme-end/programme-end-functions"
