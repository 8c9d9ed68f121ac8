/**
 * The enquiry form's words as the booking form uses them: the same fields and checks, but the
 * consent tick, its problem and the summary above the fields speak of the call (content/contact.yaml,
 * `booking`), not of an enquiry.
 */
import type { BookingCopy, ContactFormCopy } from "../../../contract/contact-copy-schema"

export const bookingFormCopy = (copy: BookingCopy, formCopy: ContactFormCopy): ContactFormCopy => ({
  ...formCopy,
  fields: { ...formCopy.fields, consent: { ...formCopy.fields.consent, label: copy.consent.label } },
  errors: { ...formCopy.errors, consent: { ...formCopy.errors.consent, notAccepted: copy.consent.notAccepted }, summary: copy.summary },
})
