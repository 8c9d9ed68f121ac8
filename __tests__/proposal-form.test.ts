/**
 * What the studio's proposal form makes of what she types and of her site's offers: a fee typed
 * in pounds is whole pence with no float drift, whatever the amount; an amount that is not one is
 * refused by its field in pounds' words; her services' and programmes' sessions are read where
 * their pages say them plainly, and left for her to type where they do not.
 */
import { formatPounds } from "../contract/engagement-schema"
import { offerList, offerTerms, sessionsOfText } from "../contract/proposal-offers"
import { checkProposalForm, planPreview } from "../studio/clients/proposal-check"
import { EMPTY_PROPOSAL, penceOfPounds, poundsOfPence, type ProposalForm } from "../studio/clients/proposal-form"
import { dataFile } from "../test-support/content-files"

const filled: ProposalForm = {
  ...EMPTY_PROPOSAL,
  clientName: "Priya Raman",
  clientEmail: "priya.raman@example.co.uk",
  title: "Leadership programme",
  sessions: "8",
  sessionMinutes: "90",
  fee: "4,800",
  startDate: "2027-01-11",
}

describe("a fee typed in pounds", () => {
  it.each([
    ["£1,234.56", 123_456],
    ["1234.56", 123_456],
    ["4,800", 480_000],
    ["£ 4800", 480_000],
    ["0.1", 10],
    ["19.99", 1999],
    ["100,000", 10_000_000],
  ])("%s is %ip", (typed, pence) => {
    expect(penceOfPounds(typed)).toBe(pence)
  })

  it("comes back as the pence it was made from for every amount up to £1,000 and a sweep beyond, never a float's neighbour", () => {
    const drifted: number[] = []
    for (let pence = 1; pence <= 100_000; pence += 1) if (penceOfPounds(poundsOfPence(pence)) !== pence) drifted.push(pence)
    for (let pence = 100_000; pence <= 10_000_000; pence += 9_973) if (penceOfPounds(formatPounds(pence)) !== pence) drifted.push(pence)
    expect(drifted).toEqual([])
  })

  it.each(["12.345", "1,23", "12,34.5", "£", "twelve", "-5", "1.2.3", ""])("refuses %j by its field, in pounds", (typed) => {
    expect(penceOfPounds(typed)).toBeNull()
    const check = checkProposalForm({ ...filled, fee: typed })
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.problems).toEqual([{ field: "fee", label: "Fee (£, before VAT)", message: typed ? "must be an amount in pounds, such as 4,800 or 1,234.56" : "must be filled in" }])
  })

  it("refuses a fee over £100,000 or of nothing in pounds, not pence", () => {
    const over = checkProposalForm({ ...filled, fee: "100,000.01" })
    expect(!over.ok && over.problems.map((problem) => problem.message)).toEqual(["must be at most £100,000"])
    const none = checkProposalForm({ ...filled, fee: "0" })
    expect(!none.ok && none.problems.map((problem) => problem.message)).toEqual(["must be more than £0"])
  })

  it("is sent as whole pence", () => {
    const check = checkProposalForm({ ...filled, fee: "£1,234.56" })
    expect(check.ok && check.proposal.programme.feePence).toBe(123_456)
  })
})

describe("the instalments she sees", () => {
  it("add up to the fee, the last taking the remainder, and show only while the fee and count read as they must", () => {
    expect(planPreview({ ...filled, fee: "1,000", plan: "monthly", instalments: "3" })).toEqual([33_333, 33_333, 33_334])
    expect(planPreview({ ...filled, fee: "1,000", plan: "full" })).toEqual([100_000])
    expect(planPreview({ ...filled, fee: "1,000", plan: "monthly", instalments: "13" })).toBeNull()
    expect(planPreview({ ...filled, fee: "ten", plan: "monthly", instalments: "3" })).toBeNull()
  })
})

describe("an address's problem", () => {
  it("names the line it is about", () => {
    const check = checkProposalForm({ ...filled, payer: "organisation", organisation: "Harbour Street Logistics Ltd", billingName: "Tom Okafor", billingEmail: "accounts@harbourstreet.example.co.uk", address: `4 Harbour Street\n${"x".repeat(121)}\nBS1 4RW` })
    expect(!check.ok && check.problems).toEqual([{ field: "address", label: "Billing address, line 2", message: "must be at most 120 characters" }])
  })
})

describe("her offers' sessions", () => {
  it.each([
    ["Ten sessions of 90 minutes", { sessions: 10, sessionMinutes: 90 }],
    ["Four sessions of two hours", { sessions: 4, sessionMinutes: 120 }],
    ["Two 60-minute sessions a month", { sessions: 2, sessionMinutes: 60 }],
    ["Eight sessions of 90 minutes", { sessions: 8, sessionMinutes: 90 }],
    ["A diagnostic, two off-site days and four half-day team sessions", {}],
    ["Six workshops and six one-to-ones", {}],
  ])("%s", (text, read) => {
    expect(sessionsOfText(text)).toEqual(read)
  })

  it("come from every service and programme of the site, each once, its fee in pence", () => {
    const services = dataFile("services").items
    const programmes = dataFile("programmes").items
    const offers = offerList({ services, programmes })
    expect(offers.map((offer) => offer.slug)).toEqual([...services, ...programmes].map((item) => item.slug))
    const first = programmes.find((item) => item.slug === "first-100-days")
    expect(first && offerTerms(first)).toMatchObject({ title: first?.title, feePence: (first?.fee.from ?? 0) * 100 })
  })
})
