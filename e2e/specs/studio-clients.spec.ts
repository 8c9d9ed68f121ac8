/**
 * After the first call, at phone size, against the production build and the local backend: a
 * visitor books a call; the coach proposes a programme to them from the call, paid by the company
 * that sponsors them; the client follows the e-mailed link to their room, signs in with the link
 * the room mails them and accepts her terms; the agreement reaches them both and the invoice the
 * company's billing contact, each with its PDF; she marks the invoice paid and the client's room
 * shows it paid. axe at 375 and 1280 px on every new screen.
 */
import type { Page } from "@playwright/test"
import { detailsForm, fillDetails, firstTime, SERVER, startBooking } from "../support/booking"
import { standInFirestore } from "../support/enquiries"
import { localContext, test } from "../support/fixtures"
import { asEngagementSpec, engagementExpect, linkIn, mailById, mailsTo, signInToRoom } from "../support/client-room"
import { axeAtBothWidths, COACH, openScreen, PHONE, signIn } from "../support/studio-coach"
import { contactFile } from "../../test-support/contact-copy"
import { pdfText } from "../../test-support/pdf-text"
import { ENGAGEMENTS, INVOICES } from "../../contract/firebase-settings"
import type { MailDocument } from "../../functions/src/common/mail"

const expect = engagementExpect
const { booking: copy } = contactFile()

asEngagementSpec()

const RUN = Date.now().toString(36)
const CLIENT = { name: "Priya Raman", email: `priya.raman-${RUN}@example.co.uk` }
const BILLING = { name: "Tom Ellis", email: `accounts-${RUN}@northbridge.example.co.uk` }
const PO = `PO-${RUN.toUpperCase()}`

/** The text of a mail's one PDF. */
const attachedPdf = async (mail: MailDocument) => {
  const [attachment, ...more] = mail.message.attachments ?? []
  expect(more).toEqual([])
  expect(attachment).toMatchObject({ contentType: "application/pdf", encoding: "base64" })
  return pdfText(attachment.content)
}

const proposalForm = (page: Page) => page.getByRole("form", { name: `Proposal to ${CLIENT.name}` })

test("she proposes a programme to the visitor of a booked call, paid by their company; the client signs in with the mailed link and accepts; the agreement and the invoice go out with their PDFs; she marks it paid and the room shows it paid", async ({
  page,
  context,
  browser,
}) => {
  // A visitor books their first call.
  const visitor = await context.newPage()
  await startBooking(visitor)
  await firstTime(visitor).click()
  await fillDetails(visitor, CLIENT.name, CLIENT.email)
  await detailsForm(visitor).getByRole("button", { name: copy.submit }).click()
  await expect(visitor.getByRole("region", { name: copy.booked.heading })).toBeVisible(SERVER)
  await visitor.close()

  // She proposes a programme to them from the call: their name and address come with it.
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await openScreen(page, "Calls")
  await page.getByRole("button", { name: `Propose a programme to ${CLIENT.name}` }).click()
  const form = proposalForm(page)
  await expect(form).toBeVisible()
  await expect(form.getByLabel("Client's e-mail address")).toHaveValue(CLIENT.email)
  await form.getByRole("radio", { name: "A sponsoring organisation" }).check()
  await form.getByLabel("Organisation's name").fill("Northbridge Logistics Ltd")
  await form.getByLabel("Billing contact's name").fill(BILLING.name)
  await form.getByLabel("Billing contact's e-mail address").fill(BILLING.email)
  await form.getByLabel("Billing address").fill("Finance Department\n40 Wharf Road\nLeeds\nLS1 4AP")
  await form.getByLabel("Purchase order number (optional)").fill(PO)
  await form.getByLabel("Organisation's VAT number (optional)").fill("GB 987 6543 21")
  await form.getByLabel("Service or programme").selectOption({ label: "The First 100 Days" })
  await expect(form.getByLabel("Number of sessions")).toHaveValue("8")
  await form.getByLabel("Start date").fill("2027-02-01")
  await form.getByLabel("A personal note (optional)").fill("Thank you for Tuesday's call. Here is the programme we talked about.")
  expect(await axeAtBothWidths(page)).toEqual([])
  await form.getByRole("button", { name: "Send the proposal" }).click()
  await expect(page.getByRole("status").filter({ hasText: `Your proposal is sent: ${CLIENT.name} has been e-mailed a link to it` })).toBeVisible()
  const row = page.getByRole("list", { name: "Your proposals" }).getByRole("listitem").filter({ hasText: CLIENT.name })
  await expect(row.getByRole("heading")).toContainText("Sent")
  expect(await axeAtBothWidths(page)).toEqual([])

  // The client follows the proposal's link, in a browser of their own.
  await expect.poll(async () => (await mailsTo(CLIENT.email)).filter((mail) => /\/client\//.test(mail.message.text)).length).toBe(1)
  const [proposalMail] = (await mailsTo(CLIENT.email)).filter((mail) => /\/client\//.test(mail.message.text))
  const roomLink = linkIn(proposalMail, /https?:\/\/\S+\/client\/\S*/)
  const clientContext = await localContext(browser, { viewport: PHONE })
  try {
    const room = await clientContext.newPage()
    await signInToRoom(room, CLIENT.email, { path: new URL(roomLink).pathname, axe: async () => expect(await axeAtBothWidths(room)).toEqual([]) })
    const proposal = room.getByRole("article", { name: "Your proposal: The First 100 Days" })
    await expect(proposal).toBeVisible()
    await expect(proposal).toContainText("Northbridge Logistics Ltd")
    await expect(proposal).toContainText("Thank you for Tuesday's call.")
    expect(await axeAtBothWidths(room)).toEqual([])

    // Accepting asks for the tick and the name, and keeps what was typed.
    await room.getByLabel("Your full name").fill(CLIENT.name)
    await room.getByRole("button", { name: "Accept the proposal" }).click()
    await expect(room.getByLabel("I agree to these terms")).toHaveAttribute("aria-invalid", "true")
    await expect(room.getByLabel("Your full name")).toHaveValue(CLIENT.name)
    await room.getByLabel("I agree to these terms").check()
    await room.getByRole("button", { name: "Accept the proposal" }).click()
    const programme = room.getByRole("article", { name: "Your programme: The First 100 Days" })
    await expect(programme).toBeVisible()
    expect(await axeAtBothWidths(room)).toEqual([])

    // The agreement to both of them, and the invoice to the company's billing contact, each with its PDF.
    const engagementId = (await standInFirestore().collection(ENGAGEMENTS).where("clientEmail", "==", CLIENT.email).get()).docs[0]?.id ?? ""
    expect(engagementId).not.toBe("")
    await expect.poll(async () => Boolean((await mailById(`agreement-${engagementId}-client`)) && (await mailById(`agreement-${engagementId}-coach`)) && (await mailById(`invoice-${engagementId}-1`))), { timeout: 90_000 }).toBe(true)
    for (const to of ["client", "coach"]) {
      const agreement = await mailById(`agreement-${engagementId}-${to}`)
      if (!agreement) throw new Error(`no agreement e-mail to the ${to}`)
      const text = await attachedPdf(agreement)
      expect(text).toContain(CLIENT.name)
      expect(text).toContain("The First 100 Days")
    }
    expect((await mailById(`agreement-${engagementId}-client`))?.to).toEqual([CLIENT.email])
    const invoiceMail = await mailById(`invoice-${engagementId}-1`)
    if (!invoiceMail) throw new Error("no invoice e-mail")
    expect(invoiceMail.to).toEqual([BILLING.email])
    const invoice = await attachedPdf(invoiceMail)
    expect(invoice).toContain("Northbridge Logistics Ltd")
    expect(invoice).toContain(PO)
    const invoiceNumber = String((await standInFirestore().collection(INVOICES).doc(`${engagementId}-1`).get()).get("number"))
    expect(invoice).toContain(invoiceNumber)

    // The room shows the invoice as due, with how to pay, without being loaded again.
    const roomInvoice = programme.getByRole("list", { name: "Your invoices" }).getByRole("listitem").filter({ hasText: invoiceNumber })
    await expect(roomInvoice.getByRole("heading", { name: `Invoice ${invoiceNumber}` })).toHaveText(`Invoice ${invoiceNumber}Due`)
    await expect(roomInvoice).toContainText(invoiceNumber)
    expect(await axeAtBothWidths(room)).toEqual([])

    // She marks it paid when the transfer arrives.
    await openScreen(page, "Desk")
    await openScreen(page, "Clients")
    const ledgerRow = page.getByRole("list", { name: "Your invoices" }).getByRole("listitem").filter({ hasText: invoiceNumber })
    await expect(ledgerRow).toContainText("Northbridge Logistics Ltd")
    await ledgerRow.getByRole("button", { name: `Mark invoice ${invoiceNumber} paid` }).click()
    const question = ledgerRow.getByRole("group", { name: `Mark invoice ${invoiceNumber} paid` })
    await expect(question.getByLabel("Day the transfer reached your account")).toBeFocused()
    expect(await axeAtBothWidths(page)).toEqual([])
    await question.getByRole("button", { name: `Mark ${invoiceNumber} paid` }).click()
    await expect(ledgerRow.getByRole("heading", { name: new RegExp(`^${invoiceNumber}`) })).toContainText("Paid")
    expect(await axeAtBothWidths(page)).toEqual([])
    expect((await standInFirestore().collection(INVOICES).doc(`${engagementId}-1`).get()).get("paidOn")).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    // The client's room shows it paid.
    await room.reload()
    await expect(roomInvoice.getByRole("heading", { name: `Invoice ${invoiceNumber}` })).toHaveText(`Invoice ${invoiceNumber}Paid`)
    await expect(roomInvoice).toContainText("Received with thanks on")
    expect(await axeAtBothWidths(room)).toEqual([])
  } finally {
    await clientContext.close()
  }
})
