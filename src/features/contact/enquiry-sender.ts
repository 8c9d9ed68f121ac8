/**
 * The contact feature's door to the enquiry service, so the page never touches Firebase itself: the
 * site's Firebase setup, read once from the build-time variables, and the send through it. Null in
 * demo mode (no Firebase project), where the form hands the message to the visitor's e-mail program.
 * Reading the variables loads no Firebase code; sending does, then (send-enquiry.ts).
 */
import { firebaseSetup } from "../../firebase/config"
import type { Enquiry } from "../../../contract/enquiry-schema"
import { sendEnquiry, type SendResult } from "./send-enquiry"

export type EnquirySender = (enquiry: Enquiry) => Promise<SendResult>

const setup = firebaseSetup()

export const enquirySender: EnquirySender | null = setup && ((enquiry) => sendEnquiry(setup, enquiry))
