import { enquiryErrors, enquirySchema } from "../contract/enquiry-schema"
import { badEnquiries, validEnquiry } from "./helpers/enquiry-cases"

describe("the enquiry schema the form and the server share", () => {
  it("accepts a complete enquiry, trimmed, with empty optional fields dropped", () => {
    const parsed = enquirySchema.parse(
      validEnquiry({ name: "  Priya Raman ", email: " priya.raman@example.co.uk ", organisation: "", role: "   " }),
    )
    expect(parsed.name).toBe("Priya Raman")
    expect(parsed.email).toBe("priya.raman@example.co.uk")
    expect(parsed.organisation).toBeUndefined()
    expect(parsed.role).toBeUndefined()
  })

  it("accepts an enquiry without the optional fields and with each topic", () => {
    for (const topic of ["executive-coaching", "startup-mentoring", "team-coaching", "something-else"]) {
      const input = validEnquiry({ topic })
      delete input.organisation
      delete input.role
      delete input.website
      expect(enquirySchema.safeParse(input).success).toBe(true)
    }
  })

  it("has at least twenty bad inputs to refuse", () => {
    expect(badEnquiries.length).toBeGreaterThanOrEqual(20)
  })

  it.each(badEnquiries)("refuses $what, naming $field ($problem)", ({ input, field, problem }) => {
    const result = enquirySchema.safeParse(input)
    expect(result.success).toBe(false)
    if (result.success) return
    expect(enquiryErrors(result.error)).toEqual({ [field]: problem })
  })

  it("refuses fields it does not know", () => {
    expect(enquirySchema.safeParse(validEnquiry({ phone: "020 7946 0000" })).success).toBe(false)
  })
})
