/**
 * The coach's mobile number as Auth needs it (E.164: +, the country code, the number), from the way
 * she would type it: a UK number as written at home (07700 900123), or any number with its country
 * code (+44 7700 900123, 0044 ...), with spaces, dashes, dots or brackets.
 */
export type PhoneNumberResult = { ok: true; e164: string } | { ok: false; message: string }

export const PHONE_NUMBER_HELP = "A UK mobile as you would dial it (07700 900123), or any mobile number starting with + and its country code."

export const phoneNumber = (typed: string): PhoneNumberResult => {
  const compact = typed.trim().replace(/[\s().-]/g, "")
  if (!compact) return { ok: false, message: "Enter your mobile number." }
  const international = compact.startsWith("+") ? compact.slice(1) : compact.startsWith("00") ? compact.slice(2) : null
  // A UK number without its country code: 07... becomes +447...
  const digits = international ?? (/^0[1-9]/.test(compact) ? `44${compact.slice(1)}` : null)
  if (digits === null || !/^[1-9]\d{7,14}$/.test(digits)) {
    return { ok: false, message: "That does not look like a mobile number. Write it as 07700 900123, or with its country code, as +44 7700 900123." }
  }
  return { ok: true, e164: `+${digits}` }
}
