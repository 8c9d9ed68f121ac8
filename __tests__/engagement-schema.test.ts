import { formatPounds, instalments, planAmounts, proposalExpiry, proposalSchema, proposalState, type ProposalInput } from "../contract/engagement-schema"
import { requestProblems } from "../contract/studio-api"

const sponsored = (): ProposalInput => ({
  client: { name: "Priya Raman", email: "priya.raman@example.co.uk" },
  payer: {
    kind: "organisation",
    name: "Harbour Street Logistics Ltd",
    billingContact: { name: "Tom Okafor", email: "accounts@harbourstreet.example.co.uk" },
    address: ["4 Harbour Street", "Bristol", "BS1 4RW"],
    poNumber: "PO-20931",
    vatNumber: "GB 123 4567 89",
  },
  programme: { title: "Leadership programme", basedOn: "leadership-programme", sessions: 8, sessionMinutes: 90, feePence: 480_000 },
  paymentPlan: { kind: "monthly", instalments: 3 },
  startDate: "2027-01-11",
  note: "Lovely to speak on Tuesday.\n\nHere is what we discussed.",
})

const problems = (input: unknown) => {
  const parsed = proposalSchema.safeParse(input)
  return parsed.success ? [] : requestProblems(parsed.error)
}

describe("instalments", () => {
  it.each([
    [100_000, 1, [100_000]],
    [100_000, 3, [33_333, 33_333, 33_334]],
    [480_000, 12, Array.from({ length: 12 }, () => 40_000)],
    [10_000_000, 7, [1_428_571, 1_428_571, 1_428_571, 1_428_571, 1_428_571, 1_428_571, 1_428_574]],
    [5, 5, [1, 1, 1, 1, 1]],
    [7, 2, [3, 4]],
  ])("%ip in %i is %j: whole pence that add up to the fee, the last taking the remainder", (fee, n, expected) => {
    const amounts = instalments(fee, n)
    expect(amounts).toEqual(expected)
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(fee)
  })

  it("adds up exactly for every fee and count in a wide sweep", () => {
    for (let fee = 1; fee <= 2_000; fee += 7) {
      for (let n = 1; n <= Math.min(12, fee); n += 1) {
        const amounts = instalments(fee, n)
        expect(amounts).toHaveLength(n)
        expect(amounts.every((amount) => Number.isInteger(amount) && amount >= 1)).toBe(true)
        expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(fee)
      }
    }
  })

  it.each([
    [100.5, 2],
    [0, 1],
    [100, 0],
    [100, 1.5],
    [3, 4],
  ])("refuses %p pence in %p instalments", (fee, n) => {
    expect(() => instalments(fee, n)).toThrow(RangeError)
  })

  it("bills a plan in full as one amount", () => {
    expect(planAmounts(250_000, { kind: "full" })).toEqual([250_000])
    expect(planAmounts(250_000, { kind: "monthly", instalments: 4 })).toEqual([62_500, 62_500, 62_500, 62_500])
  })
})

describe("a proposal", () => {
  it("accepts a sponsored programme paid monthly, trimmed, and keeps the note's paragraphs", () => {
    const parsed = proposalSchema.parse({ ...sponsored(), client: { name: "  Priya Raman ", email: " priya.raman@example.co.uk" } })
    expect(parsed.client).toEqual({ name: "Priya Raman", email: "priya.raman@example.co.uk" })
    expect(parsed.note).toContain("\n\n")
  })

  it("accepts a client paying in full, with no note and no PO or VAT number", () => {
    const { note: _note, ...rest } = sponsored()
    const parsed = proposalSchema.parse({ ...rest, payer: { kind: "client" }, paymentPlan: { kind: "full" } })
    expect(parsed.payer).toEqual({ kind: "client" })
    expect(parsed.note).toBeUndefined()
  })

  it("drops an empty PO number, as if it were not given", () => {
    const input = sponsored()
    const parsed = proposalSchema.parse({ ...input, payer: { ...input.payer, poNumber: "  " } })
    expect(parsed.payer).not.toHaveProperty("poNumber", expect.anything())
  })

  const base = sponsored()
  const organisation = base.payer as Extract<ProposalInput["payer"], { kind: "organisation" }>
  it.each([
    ["a client's name over two lines", { ...base, client: { ...base.client, name: "Priya\r\nBcc: everyone@example.com" } }, "client.name", "must be one line"],
    ["an empty name", { ...base, client: { ...base.client, name: "   " } }, "client.name", "must be filled in"],
    ["a client's address that is not one", { ...base, client: { ...base.client, email: "priya at example" } }, "client.email", "must be an e-mail address"],
    ["an organisation's name over two lines", { ...base, payer: { ...organisation, name: "Harbour\nStreet" } }, "payer.name", "must be one line"],
    ["an address line with a line separator", { ...base, payer: { ...organisation, address: ["4 Harbour Street\u2028Bristol"] } }, "payer.address.0", "must be one line"],
    ["an address of seven lines", { ...base, payer: { ...organisation, address: Array.from({ length: 7 }, () => "Line") } }, "payer.address", "must have at most 6 lines"],
    ["a PO number over two lines", { ...base, payer: { ...organisation, poNumber: "PO-1\nPO-2" } }, "payer.poNumber", "must be one line"],
    ["a VAT number of words", { ...base, payer: { ...organisation, vatNumber: "not registered" } }, "payer.vatNumber", expect.stringContaining("must be a VAT number")],
    ["a billing contact with no address", { ...base, payer: { ...organisation, billingContact: { name: "Tom Okafor", email: "" } } }, "payer.billingContact.email", "must be filled in"],
    ["a payer of another kind", { ...base, payer: { kind: "friend" } }, "payer.kind", "must be the client or an organisation"],
    ["a programme's title over two lines", { ...base, programme: { ...base.programme, title: "Leadership\nprogramme" } }, "programme.title", "must be one line"],
    ["a fee over £100,000", { ...base, programme: { ...base.programme, feePence: 10_000_001 } }, "programme.feePence", "must be at most 10000000"],
    ["a fee in fractions of a penny", { ...base, programme: { ...base.programme, feePence: 4800.5 } }, "programme.feePence", "must be a whole number of pence"],
    ["a fee of nothing", { ...base, programme: { ...base.programme, feePence: 0 } }, "programme.feePence", "must be at least 1"],
    ["no sessions", { ...base, programme: { ...base.programme, sessions: 0 } }, "programme.sessions", "must be at least 1"],
    ["sessions of five minutes", { ...base, programme: { ...base.programme, sessionMinutes: 5 } }, "programme.sessionMinutes", "must be at least 15"],
    ["thirteen instalments", { ...base, paymentPlan: { kind: "monthly", instalments: 13 } }, "paymentPlan.instalments", "must be at most 12"],
    ["more instalments than pence", { ...base, programme: { ...base.programme, feePence: 3 }, paymentPlan: { kind: "monthly", instalments: 4 } }, "paymentPlan.instalments", "must be no more than the fee in pence"],
    ["a start date that is not a date", { ...base, startDate: "next Monday" }, "startDate", "must be a date (YYYY-MM-DD)"],
    ["a note of more than 2000 characters", { ...base, note: "a".repeat(2001) }, "note", "must be at most 2000 characters"],
    ["a control character in a note", { ...base, note: "Hello\u0007" }, "note", expect.stringContaining("invisible control character")],
    ["a field a proposal does not have", { ...base, discountPence: 100 }, "request", expect.any(String)],
  ])("refuses %s, naming the field", (_what, input, field, message) => {
    expect(problems(input)).toContainEqual({ field, message })
  })
})

describe("a proposal's state", () => {
  const sentAt = new Date("2026-12-01T10:00:00Z")
  it("is open for her number of days since it was sent, then expired", () => {
    expect(proposalExpiry(sentAt, 30).toISOString()).toBe("2026-12-31T10:00:00.000Z")
    expect(proposalState("sent", sentAt, 30, new Date("2026-12-31T09:59:59Z"))).toBe("sent")
    expect(proposalState("opened", sentAt, 30, new Date("2026-12-31T10:00:00Z"))).toBe("expired")
    expect(proposalState("sent", sentAt, 7, new Date("2026-12-08T10:00:00Z"))).toBe("expired")
  })

  it("stays accepted, declined or withdrawn however long ago it was sent", () => {
    const later = new Date("2027-06-01T00:00:00Z")
    for (const state of ["accepted", "declined", "withdrawn"] as const) expect(proposalState(state, sentAt, 30, later)).toBe(state)
  })
})

describe("amounts in pounds", () => {
  it("reads as a UK invoice writes them", () => {
    expect(formatPounds(480_000)).toBe("£4,800")
    expect(formatPounds(160_001)).toBe("£1,600.01")
    expect(formatPounds(33_334)).toBe("£333.34")
  })
})
