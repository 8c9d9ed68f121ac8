/** The coach's mobile number as she types it, made into the form Auth texts (E.164), or refused in words. */
import { phoneNumber } from "../studio/account/phone-number"
import { phoneEnding } from "../studio/session/second-factor-challenge"

describe("phoneNumber", () => {
  it.each([
    ["07700 900123", "+447700900123"],
    ["07700-900-123", "+447700900123"],
    ["(07700) 900.123", "+447700900123"],
    ["+44 7700 900123", "+447700900123"],
    ["0044 7700 900123", "+447700900123"],
    ["+33 6 12 34 56 78", "+33612345678"],
  ])("takes %s as %s", (typed, e164) => {
    expect(phoneNumber(typed)).toEqual({ ok: true, e164 })
  })

  it.each(["07700", "7700 900123", "+0 7700 900123", "07700 900123 ext 4", "+44 7700 900123 99999 9", "a number"])("refuses %s, saying how to write it", (typed) => {
    expect(phoneNumber(typed)).toEqual({ ok: false, message: expect.stringContaining("07700 900123") })
  })

  it("asks for the number when there is none", () => {
    expect(phoneNumber("   ")).toEqual({ ok: false, message: "Enter your mobile number." })
  })

  it("shows only the last four digits of a stored number, masked or not", () => {
    expect(phoneEnding("+447700900123")).toBe("0123")
    expect(phoneEnding("+*********0123")).toBe("0123")
  })
})
