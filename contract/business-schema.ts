/**
 * Her business as her invoices and agreements print it, part of her Settings (content/site.json's
 * `business`, contract/site-schema.ts): the name and postal address, whether she charges VAT (her
 * number and rate), the bank account clients pay into and the days they have to pay. Every field is
 * one line, as each reaches a PDF; lengths and numbers are bounded; a refused field names itself.
 */
import { z } from "zod"
import "./zod-jitless"
import { isVatNumber } from "./engagement-schema"
import { described, isOneLine, text } from "./schema-fields"

export const BUSINESS_LIMITS = {
  name: 120,
  addressLine: 120,
  addressLines: 6,
  companyNumber: 8,
  vatNumber: 20,
  accountName: 60,
  paymentDaysMax: 120,
} as const

/** Payment terms unless she says otherwise: 14 days, as her terms of engagement say. */
export const DEFAULT_PAYMENT_DAYS = 14
/** The UK's standard rate. */
export const DEFAULT_VAT_RATE_PERCENT = 20

/** A filled-in line. */
const line = (max: number) => text(max).refine(isOneLine, { error: "must be one line" })

/** A line that may be left empty (empty is the same as absent). */
const optionalLine = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine(isOneLine, { error: "must be one line" })
    .optional()
    .transform((value) => (value ? value : undefined))

const digitsOf = (value: string) => value.replace(/[\s-]/g, "")

/** A UK sort code: six digits, typed with or without its hyphens (12-34-56). */
export const isSortCode = (value: string): boolean => /^\d{6}$/.test(digitsOf(value))
/** A UK account number: eight digits. */
export const isAccountNumber = (value: string): boolean => /^\d{8}$/.test(digitsOf(value))
/** A company's number at Companies House: eight digits, or two letters and six digits (SC123456). */
const isCompanyNumber = (value: string): boolean => /^([0-9]{8}|[A-Za-z]{2}[0-9]{6})$/.test(value.replace(/\s/g, ""))

/** A sort code as an invoice prints it: 12-34-56. */
export const printedSortCode = (value: string): string => digitsOf(value).replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3")
/** An account number as an invoice prints it: its eight digits. */
export const printedAccountNumber = (value: string): string => digitsOf(value)

export const bankAccountSchema = z.strictObject({
  accountName: described({ label: "Account name", help: "The name on the account, as your bank has it." }, line(BUSINESS_LIMITS.accountName)),
  sortCode: described(
    { label: "Sort code" },
    line(8).refine(isSortCode, { error: "must be 6 digits (12-34-56)" }),
  ),
  accountNumber: described(
    { label: "Account number" },
    line(10).refine(isAccountNumber, { error: "must be 8 digits" }),
  ),
})

export const businessSchema = z
  .strictObject({
    name: described(
      { label: "Business name", help: "As your invoices and agreements print it: your own name as a sole trader, or your company's registered name." },
      line(BUSINESS_LIMITS.name),
    ),
    address: described(
      { label: "Postal address", item: "Line", help: "A line each, the postcode its own line. A limited company gives its registered office." },
      z
        .array(line(BUSINESS_LIMITS.addressLine), { error: "must be the lines of an address" })
        .min(1, { error: "must have at least one line" })
        .max(BUSINESS_LIMITS.addressLines, { error: `must have at most ${BUSINESS_LIMITS.addressLines} lines` }),
    ),
    companyNumber: described(
      { label: "Company number", help: "A limited company's number at Companies House, which its invoices must show; leave empty as a sole trader." },
      optionalLine(BUSINESS_LIMITS.companyNumber + 2).refine((value) => value === undefined || isCompanyNumber(value), {
        error: "must be a company number, 8 digits or 2 letters and 6 digits (SC123456)",
      }),
    ),
    vatRegistered: described(
      { label: "VAT-registered", help: "On: invoices add VAT at your rate and show your VAT number. Off: invoices carry no VAT." },
      z.boolean({ error: "must be true or false" }),
    ),
    vatNumber: described(
      { label: "VAT number", help: "Needed when you are VAT-registered." },
      optionalLine(BUSINESS_LIMITS.vatNumber).refine((value) => value === undefined || isVatNumber(value), {
        error: "must be a VAT number, two letters then digits (GB 123 4567 89)",
      }),
    ),
    vatRatePercent: described(
      { label: "VAT rate (per cent)", help: "20 is the UK's standard rate." },
      z
        .number({ error: "must be a whole number of per cent" })
        .int({ error: "must be a whole number of per cent" })
        .min(0, { error: "must be at least 0" })
        .max(100, { error: "must be at most 100" })
        .default(DEFAULT_VAT_RATE_PERCENT),
    ),
    bank: described({ label: "Bank account for transfers" }, bankAccountSchema),
    paymentDays: described(
      { label: "Days to pay an invoice", help: "An invoice is due this many days after it is issued; say the same in your terms of engagement." },
      z
        .number({ error: "must be a whole number of days" })
        .int({ error: "must be a whole number of days" })
        .min(1, { error: "must be at least 1 day" })
        .max(BUSINESS_LIMITS.paymentDaysMax, { error: `must be at most ${BUSINESS_LIMITS.paymentDaysMax} days` })
        .default(DEFAULT_PAYMENT_DAYS),
    ),
  })
  .superRefine((business, context) => {
    if (business.vatRegistered && !business.vatNumber) {
      context.addIssue({ code: "custom", path: ["vatNumber"], message: "must be filled in while you are VAT-registered" })
    }
  })

export type Business = z.output<typeof businessSchema>
