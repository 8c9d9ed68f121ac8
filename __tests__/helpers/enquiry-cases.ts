import type { EnquiryField, EnquiryProblem } from "../../contract/enquiry-schema"

/** A complete, valid enquiry as the form sends it; each case below spoils one thing. */
export const validEnquiry = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  submissionId: "3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f",
  name: "Priya Raman",
  email: "priya.raman@example.co.uk",
  organisation: "Northgate Robotics",
  role: "Chief Operating Officer",
  topic: "executive-coaching",
  message: "I have just taken over operations and would like help building my leadership team.",
  consent: true,
  website: "",
  ...overrides,
})

const without = (field: string) => {
  const enquiry = validEnquiry()
  delete enquiry[field]
  return enquiry
}

export interface BadCase {
  what: string
  input: Record<string, unknown>
  field: EnquiryField
  problem: EnquiryProblem
}

/** Inputs the schema must refuse, each with the field and problem the visitor would be shown. */
export const badEnquiries: BadCase[] = [
  { what: "no name", input: without("name"), field: "name", problem: "required" },
  { what: "a name of spaces only", input: validEnquiry({ name: "   " }), field: "name", problem: "required" },
  { what: "a name of 101 characters", input: validEnquiry({ name: "a".repeat(101) }), field: "name", problem: "too-long" },
  { what: "a number for a name", input: validEnquiry({ name: 42 }), field: "name", problem: "required" },
  { what: "no e-mail", input: without("email"), field: "email", problem: "required" },
  { what: "an empty e-mail", input: validEnquiry({ email: "" }), field: "email", problem: "required" },
  { what: "an e-mail without @", input: validEnquiry({ email: "priya.example.co.uk" }), field: "email", problem: "invalid-email" },
  { what: "an e-mail without a domain", input: validEnquiry({ email: "priya@" }), field: "email", problem: "invalid-email" },
  { what: "an e-mail with a space", input: validEnquiry({ email: "priya raman@example.com" }), field: "email", problem: "invalid-email" },
  { what: "an e-mail over 254 characters", input: validEnquiry({ email: `${"a".repeat(250)}@example.com` }), field: "email", problem: "too-long" },
  { what: "an organisation over 120 characters", input: validEnquiry({ organisation: "o".repeat(121) }), field: "organisation", problem: "too-long" },
  { what: "an organisation that is not text", input: validEnquiry({ organisation: { name: "x" } }), field: "organisation", problem: "invalid" },
  { what: "a role over 120 characters", input: validEnquiry({ role: "r".repeat(121) }), field: "role", problem: "too-long" },
  { what: "a role that is a list", input: validEnquiry({ role: ["CEO"] }), field: "role", problem: "invalid" },
  { what: "a name over two lines (CRLF)", input: validEnquiry({ name: "Mallory\r\nATTENDEE:mailto:evil@example.com" }), field: "name", problem: "line-break" },
  { what: "a name with a bare carriage return", input: validEnquiry({ name: "Eve\rX-INJECTED:1" }), field: "name", problem: "line-break" },
  { what: "an organisation with a line separator", input: validEnquiry({ organisation: "Acme\u2028Ltd" }), field: "organisation", problem: "line-break" },
  { what: "a role with a paragraph separator", input: validEnquiry({ role: "Chief\u2029Executive" }), field: "role", problem: "line-break" },
  { what: "no topic", input: without("topic"), field: "topic", problem: "invalid-choice" },
  { what: "a topic not on the list", input: validEnquiry({ topic: "life-coaching" }), field: "topic", problem: "invalid-choice" },
  { what: "a topic in other letters", input: validEnquiry({ topic: "Executive-Coaching" }), field: "topic", problem: "invalid-choice" },
  { what: "no message", input: without("message"), field: "message", problem: "required" },
  { what: "a message of spaces only", input: validEnquiry({ message: "      \n   " }), field: "message", problem: "required" },
  { what: "a message of 9 characters", input: validEnquiry({ message: "Call me!!" }), field: "message", problem: "too-short" },
  { what: "a message of 5,001 characters", input: validEnquiry({ message: "m".repeat(5001) }), field: "message", problem: "too-long" },
  { what: "consent not given", input: validEnquiry({ consent: false }), field: "consent", problem: "not-accepted" },
  { what: "consent as the word true", input: validEnquiry({ consent: "true" }), field: "consent", problem: "not-accepted" },
  { what: "no consent", input: without("consent"), field: "consent", problem: "not-accepted" },
  { what: "no submission id", input: without("submissionId"), field: "submissionId", problem: "invalid" },
  { what: "a submission id that is not a UUID", input: validEnquiry({ submissionId: "12345" }), field: "submissionId", problem: "invalid" },
  { what: "a spam trap that is not text", input: validEnquiry({ website: 1 }), field: "website", problem: "invalid" },
]
