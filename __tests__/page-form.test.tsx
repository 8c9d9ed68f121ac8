/**
 * @jest-environment jsdom
 */
/**
 * A page's form in the studio is drawn from the page's own schema (contract/): each field with its
 * label, help and limits from one declaration, its problems in the schema's words. Here a copy of a
 * schema gains a field, and nothing else is changed: the form has it.
 */
import * as React from "react"
import { cleanup, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { z } from "zod"
import { issueProblems } from "../contract/field-messages"
import { described, longText, text } from "../contract/schema-fields"
import { SITE_PAGES, type PageContent } from "../contract/site-pages"
import { testimonialsFileSchema } from "../contract/content-schema"
import { pageFormFields } from "../studio/pages/form-fields"
import { pageFieldName } from "../studio/pages/page-checklist"
import { setAt, type Path } from "../studio/pages/page-edits"
import { pageControlId, SchemaForm } from "../studio/pages/schema-form"
import { dataFile } from "../test-support/content-files"
import { renderThemed } from "./helpers/render"
import type { FirebaseSetup } from "../src/firebase/config"
import { pageOwner } from "../studio/photos/photo-files"
import { PublishChecklist } from "../studio/editing/publish-checklist"
import { useEditorView } from "../studio/editing/use-editor-view"

// Each test types and taps through a long form: allow for a busy machine.
jest.setTimeout(30_000)

/** The form as the page editor draws it: its words change as she types, the schema's problems under each field. */
const renderForm = (schema: z.ZodType, start: PageContent, file: PageContent = start) => {
  // Nothing is uploaded here (the studio's photo tests upload): the connection is never used.
  const photos = { setup: {} as FirebaseSetup, owner: pageOwner("about"), file }
  const state = { current: start }
  const Form = () => {
    const [value, setValue] = React.useState(start)
    state.current = value
    const parsed = schema.safeParse(value)
    const problems = parsed.success ? [] : issueProblems(parsed.error)
    return (
      <SchemaForm
        fields={pageFormFields(schema)}
        photos={photos}
        value={value}
        onChange={(path: Path, next: unknown) => setValue((current) => setAt(current, path, next))}
        problemsAt={(field) => problems.filter((problem) => problem.field === field).map((problem) => problem.message)}
      />
    )
  }
  renderThemed(<Form />)
  return state
}

it("adds a field added to a copy of a page's schema to its form, with its label, help and limit, and nothing else changed", async () => {
  const home = SITE_PAGES.home
  const withNote = home.extend({
    hero: home.shape.hero.extend({ note: described({ label: "Note under the buttons", help: "One short line, e.g. where you work." }, text(60)) }),
  })
  const user = userEvent.setup()
  const state = renderForm(withNote, { ...dataFile("home"), hero: { ...dataFile("home").hero, note: "" } })
  const note = screen.getByLabelText("Note under the buttons")
  expect(note).toHaveAccessibleDescription(expect.stringContaining("One short line, e.g. where you work."))
  expect(note).toHaveAccessibleDescription(expect.stringContaining("must not be empty"))
  await user.type(note, "In London and online")
  expect(state.current).toMatchObject({ hero: { note: "In London and online" } })
  expect(note).toHaveAccessibleDescription(expect.stringContaining("20 of 60 characters"))
  expect(note).toHaveAttribute("aria-invalid", "false")
  // The same form without the field has none.
  expect(pageFormFields(home).find((field) => field.key === "hero")).not.toMatchObject({ fields: expect.arrayContaining([expect.objectContaining({ key: "note" })]) })
})

it("draws the home page's fields from its schema, its problems in the schema's words", async () => {
  const user = userEvent.setup()
  const state = renderForm(SITE_PAGES.home, dataFile("home"))
  const heading = screen.getByLabelText("Heading", { selector: "#page-hero-heading" })
  expect(heading).toHaveValue(dataFile("home").hero.heading)
  await user.clear(heading)
  expect(heading).toHaveAttribute("aria-invalid", "true")
  expect(heading).toHaveAccessibleDescription(expect.stringContaining("must not be empty"))
  await user.type(heading, "Lead without holding every thread")
  expect(state.current).toMatchObject({ hero: { heading: "Lead without holding every thread" } })
  // A paragraph is a larger box, declared once in the schema (longText).
  expect(screen.getByLabelText("Lead", { selector: "#page-hero-lead" }).tagName).toBe("TEXTAREA")
  // A list of exactly two cannot gain or lose entries.
  expect(within(screen.getByRole("group", { name: "Audiences" })).queryByRole("button", { name: /Remove/ })).toBeNull()
})

it("changes a fee as a number, and names a fee that is not one in the schema's words", async () => {
  const user = userEvent.setup()
  const state = renderForm(SITE_PAGES.services, dataFile("services"))
  await user.click(screen.getByRole("button", { name: /^Service 1:/ }))
  const fee = screen.getByRole("textbox", { name: "Fee from (£)" })
  await user.clear(fee)
  await user.type(fee, "4750")
  expect((state.current.items as { fee: { from: unknown } }[])[0].fee.from).toBe(4750)
  await user.type(fee, "a")
  expect(fee).toHaveAccessibleDescription(expect.stringContaining("must be a number of pounds"))
  expect(fee).toHaveValue("4750a")
})

it("adds, reorders and removes testimonials, and a new one needs the client's permission", async () => {
  const user = userEvent.setup()
  const file = dataFile("testimonials")
  const state = renderForm(testimonialsFileSchema, file)
  const count = file.items.length
  await user.click(screen.getByRole("button", { name: "Add a testimonial" }))
  const added = screen.getByRole("group", { name: `Testimonial ${count + 1}` })
  await user.type(within(added).getByLabelText("Quote"), "Eleanor made our board meetings worth having.")
  await user.type(within(added).getByLabelText("Name"), "Amira Shah")
  await user.type(within(added).getByLabelText("Role"), "Founder")
  await user.type(within(added).getByLabelText("Company"), "Kestrel Labs")
  const entry = screen.getByRole("group", { name: `Testimonial ${count + 1}: Amira Shah` })
  expect(within(entry).getByRole("group", { name: "Permission" })).toHaveAccessibleDescription(expect.stringContaining("Amira Shah's words cannot be published until they have agreed to be quoted"))
  await user.click(within(entry).getByRole("switch", { name: "The client agreed to be quoted" }))
  await user.type(within(entry).getByLabelText("Date they agreed"), "2026-11-20")
  expect(testimonialsFileSchema.safeParse(state.current).success).toBe(true)

  await user.click(screen.getByRole("button", { name: `Move Testimonial ${count + 1}: Amira Shah up` }))
  expect((state.current.items as { name: string }[]).map((item) => item.name).slice(-2)).toEqual(["Amira Shah", file.items[count - 1].name])
  // The moved entry stays open at its new place; the first is opened to remove it.
  expect(screen.getByRole("button", { name: `Testimonial ${count}: Amira Shah` })).toHaveAttribute("aria-expanded", "true")
  await user.click(screen.getByRole("button", { name: `Testimonial 1: ${file.items[0].name}`, expanded: false }))
  await user.click(screen.getByRole("button", { name: `Remove Testimonial 1: ${file.items[0].name}` }))
  expect(state.current.items).toHaveLength(count)
  expect((state.current.items as { name: string }[])[0].name).toBe(file.items[1].name)
  // A removal can be undone, back in its place.
  expect(screen.getByRole("status")).toHaveTextContent(`Testimonial 1: ${file.items[0].name} removed.`)
  await user.click(screen.getByRole("button", { name: "Undo" }))
  expect((state.current.items as { name: string }[]).map((item) => item.name).slice(0, 2)).toEqual([file.items[0].name, file.items[1].name])
  expect(screen.queryByRole("button", { name: "Undo" })).toBeNull()
})

it("opens the services editor folded, one summary line per service, and opens one service at a time", async () => {
  const user = userEvent.setup()
  const file = dataFile("services")
  renderForm(SITE_PAGES.services, file)
  const services = screen.getByRole("group", { name: "Services" })
  const lines = within(services).getAllByRole("button", { expanded: false })
  expect(lines).toHaveLength(file.items.length)
  file.items.forEach((item, index) => expect(lines[index]).toHaveAccessibleName(`Service ${index + 1}: ${item.title}`))
  // Folded, no service's fields are on screen.
  expect(screen.queryByRole("textbox", { name: "Fee from (£)" })).toBeNull()
  await user.click(within(services).getByRole("button", { name: `Service 1: ${file.items[0].title}` }))
  expect(within(services).getByRole("region", { name: `Service 1: ${file.items[0].title}` })).toBeVisible()
  // The third service's fee is two taps away; opening it closes the first.
  const third = within(services).getByRole("button", { name: `Service 3: ${file.items[2].title}` })
  await user.click(third)
  expect(third).toHaveAttribute("aria-expanded", "true")
  expect(screen.getAllByRole("textbox", { name: "Fee from (£)" })).toEqual([document.getElementById(pageControlId("items[2].fee.from"))])
  expect(within(services).getAllByRole("button", { expanded: true })).toEqual([third])
  // Up, Down and Remove are one row of the open entry.
  const row = screen.getByRole("button", { name: `Remove Service 3: ${file.items[2].title}` }).parentElement
  expect(row && within(row).getAllByRole("button").map((button) => button.textContent)).toEqual(["↑ Up", "↓ Down", "Remove"])
})

it("folds a list inside an open service to one line, so the fee follows a few fields below its name", async () => {
  const user = userEvent.setup()
  const file = dataFile("services")
  renderForm(SITE_PAGES.services, file)
  await user.click(screen.getByRole("button", { name: `Service 3: ${file.items[2].title}` }))
  const service = screen.getByRole("region", { name: `Service 3: ${file.items[2].title}` })
  const outcomes = file.items[2].outcomes
  // The outcomes are one line: how many, and the first's words.
  const line = within(service).getByRole("button", { name: `Outcomes (${outcomes.length}): ${outcomes[0].length > 40 ? `${outcomes[0].slice(0, 40)}…` : outcomes[0]}` })
  expect(line).toHaveAttribute("aria-expanded", "false")
  // Between the service's name and its fee: its own few lines and that one, none of the outcomes' boxes and buttons.
  const controls = [...service.querySelectorAll<HTMLElement>("input, textarea, select, button")].filter((control) => control.closest("[hidden]") === null)
  const fee = within(service).getByRole("textbox", { name: "Fee from (£)" })
  const beforeFee = controls.slice(0, controls.indexOf(fee))
  expect(beforeFee).toContain(line)
  expect(beforeFee).toHaveLength(10)
  expect(within(service).queryByRole("group", { name: "Outcomes" })).toBeNull()
  // Opened, each outcome is there to change, move or remove.
  await user.click(line)
  expect(line).toHaveAttribute("aria-expanded", "true")
  const list = within(service).getByRole("group", { name: "Outcomes" })
  expect(within(list).getAllByRole("textbox").map((box) => (box as HTMLInputElement).value)).toEqual(outcomes)
  expect(within(list).getByRole("button", { name: `Remove Entry ${outcomes.length}` })).toBeVisible()
})

it("goes to a part of the page from the menu at the top of the form", async () => {
  const user = userEvent.setup()
  renderForm(SITE_PAGES.services, dataFile("services"))
  const menu = screen.getByRole("navigation", { name: "Parts of the page" })
  await user.click(within(menu).getByRole("button", { name: "Services" }))
  expect(screen.getByRole("group", { name: "Services" })).toHaveFocus()
})

it("shows a sentence whole, in a box that grows with it, and a short line as a line", () => {
  const file = dataFile("services")
  renderForm(SITE_PAGES.services, file)
  // The page's heading is a line; the sentence shown when fees are hidden is a box of its own lines, Enter adding none.
  expect(screen.getByLabelText("Heading", { selector: "#page-page-heading" }).tagName).toBe("INPUT")
  const sentence = document.getElementById(pageControlId("pricesHidden"))
  expect(file.pricesHidden.length).toBeGreaterThan(60)
  expect(sentence?.tagName).toBe("TEXTAREA")
  expect(sentence).toHaveValue(file.pricesHidden)
  expect(sentence).toHaveAttribute("rows", "2")
})

/** The services editor beside its checklist, as the page editor shows them, with one problem at `field`. */
const renderWithChecklist = (field: string) => {
  const file = dataFile("services")
  const photos = { setup: {} as FirebaseSetup, owner: pageOwner("services"), file }
  const line = { field, message: "must not be empty" }
  const Editor = () => {
    const views = useEditorView()
    const fields = pageFormFields(SITE_PAGES.services)
    // As the page editor does: the checklist is its own view, and Fix goes back to the form.
    return views.view === "write" ? (
      <>
        <SchemaForm fields={fields} photos={photos} value={file} onChange={() => undefined} problemsAt={() => []} problemFields={[line.field]} />
        <button type="button" onClick={() => views.show("check")}>
          Check and publish
        </button>
      </>
    ) : (
      <PublishChecklist
          noun="page"
          lines={[line]}
          fieldName={(name) => pageFieldName(fields, name)}
          controlId={({ field: name }) => pageControlId(name)}
          published={false}
          publishing={false}
          blocked={false}
          outcome={null}
          onFix={views.fix}
          onPublish={() => undefined}
          onUnpublish={() => undefined}
        />
    )
  }
  renderThemed(<Editor />)
  return file
}

it("opens the folded entry that holds the field the checklist's Fix goes to, and focuses the field", async () => {
  const user = userEvent.setup()
  const file = renderWithChecklist("items[2].fee.from")
  expect(screen.queryByRole("textbox", { name: "Fee from (£)" })).toBeNull()
  // The folded entry that holds the problem says so on its line; the others do not.
  expect(screen.getByRole("button", { name: `Service 3: ${file.items[2].title} (to fix)` })).toHaveAttribute("aria-expanded", "false")
  expect(screen.getAllByRole("button", { name: /\(to fix\)$/ })).toHaveLength(1)
  await user.click(screen.getByRole("button", { name: "Check and publish" }))
  await user.click(screen.getByRole("button", { name: "Fix: Service 3 › Fee › Fee from (£)" }))
  const fee = await screen.findByRole("textbox", { name: "Fee from (£)" })
  expect(fee).toHaveFocus()
  expect(fee).toHaveAttribute("id", pageControlId("items[2].fee.from"))
  expect(screen.getByRole("button", { name: /^Service 3:/ })).toHaveAttribute("aria-expanded", "true")
})

it("opens the folded list inside the folded entry for a Fix on one of its lines", async () => {
  const user = userEvent.setup()
  const file = renderWithChecklist("items[2].outcomes[1]")
  await user.click(screen.getByRole("button", { name: /^Service 3: .* \(to fix\)$/ }))
  // Inside the opened service, the folded outcomes say they hold it.
  expect(screen.getByRole("button", { name: /^Outcomes \(\d+\): .* \(to fix\)$/ })).toHaveAttribute("aria-expanded", "false")
  await user.click(screen.getByRole("button", { name: /^Service 3:/ }))
  await user.click(screen.getByRole("button", { name: "Check and publish" }))
  await user.click(screen.getByRole("button", { name: "Fix: Service 3 › Outcomes 2" }))
  const outcome = await screen.findByRole("textbox", { name: "Entry 2" })
  expect(outcome).toHaveFocus()
  expect(outcome).toHaveValue(file.items[2].outcomes[1])
  expect(screen.getByRole("button", { name: /^Outcomes \(/ })).toHaveAttribute("aria-expanded", "true")
})

it("names a problem's field as the form names it", () => {
  const fields = pageFormFields(SITE_PAGES.services)
  expect(pageFieldName(fields, "items[2].fee.from")).toBe("Service 3 › Fee › Fee from (£)")
  expect(pageFieldName(pageFormFields(SITE_PAGES.settings), "schedulerUrl")).toBe("Booking link")
  expect(pageFieldName(pageFormFields(longText() as unknown as z.ZodType), "")).toBe("The page")
})

it("draws a page's photo as the studio's photo uploader, described for those who cannot see it, and removing hers brings the file's back", async () => {
  const user = userEvent.setup()
  const file = dataFile("about")
  const mine = "http://127.0.0.1:9199/v0/b/demo.appspot.com/o/pages%2Fabout%2Fphoto.jpg?alt=media"
  const state = renderForm(SITE_PAGES.about, { ...file, portrait: { src: mine, alt: "" } }, file)
  // Declared once in the schema (pagePhoto): a file to choose, with the schema's help.
  const choose = screen.getByLabelText("Portrait")
  expect(choose).toHaveAttribute("type", "file")
  expect(choose).toHaveAccessibleDescription(expect.stringContaining("Upright, as a portrait is"))
  const description = screen.getByLabelText("Describe the photo for people who cannot see it")
  expect(description).toHaveAttribute("aria-invalid", "true")
  expect(screen.getByText(/must not be empty/)).toBeInTheDocument()
  await user.type(description, "Eleanor at her desk")
  expect(state.current).toMatchObject({ portrait: { src: mine, alt: "Eleanor at her desk" } })
  await user.click(screen.getByRole("button", { name: "Remove the photo" }))
  expect(state.current.portrait).toEqual(file.portrait)
  // The home hero's photo is a backdrop: its description may stay empty.
  expect(pageFormFields(SITE_PAGES.home).find((field) => field.key === "hero")).toMatchObject({
    fields: expect.arrayContaining([expect.objectContaining({ key: "photo", kind: "photo", decorative: true })]),
  })
})

it("shows a page photo that is still the site's own file as the site's own photo, with its description, not a broken thumbnail", () => {
  const file = dataFile("about")
  renderForm(SITE_PAGES.about, file)
  // The file's address (images/...) is the repository's, not one the studio can show.
  expect(document.querySelector(`img[src="${file.portrait.src}"]`)).toBeNull()
  expect(screen.getByText("The site's own photo")).toBeInTheDocument()
  expect(screen.getByLabelText("Describe the photo for people who cannot see it")).toHaveValue(file.portrait.alt)
  // Removing it would bring back the same photo: she replaces it by choosing another.
  expect(screen.queryByRole("button", { name: "Remove the photo" })).toBeNull()
})

it("gives each photo problem's Fix a control to go to: the photo's file input, or its description", () => {
  const file = dataFile("about")
  const start = { ...file, portrait: { src: "http://127.0.0.1:9199/v0/b/demo.appspot.com/o/pages%2Fabout%2Fphoto.jpg?alt=media", alt: "" } }
  renderForm(SITE_PAGES.about, start, file)
  const wrong = { ...start, portrait: { src: "portrait.jpg", alt: "" } }
  const parsed = SITE_PAGES.about.safeParse(wrong)
  const fields = parsed.success ? [] : issueProblems(parsed.error).map((problem) => problem.field)
  expect(fields).toEqual(expect.arrayContaining(["portrait.src", "portrait.alt"]))
  // The checklist's Fix focuses the control with this id (PublishChecklist's controlId).
  expect(document.getElementById(pageControlId("portrait.src"))).toBe(screen.getByLabelText("Portrait"))
  expect(document.getElementById(pageControlId("portrait.alt"))).toBe(screen.getByLabelText("Describe the photo for people who cannot see it"))
})

it("offers her photos from the library for a page photo that is still the site's own, and not once she has chosen one", () => {
  const file = dataFile("about")
  const first = renderForm(SITE_PAGES.about, file)
  expect(screen.getByRole("button", { name: "Choose from your photos" })).toBeInTheDocument()
  expect(first.current.portrait).toEqual(file.portrait)
  cleanup()
  renderForm(SITE_PAGES.about, { ...file, portrait: { src: "http://127.0.0.1:9199/v0/b/demo.appspot.com/o/posts%2Fa%2Fphoto.jpg?alt=media", alt: "Eleanor" } }, file)
  expect(screen.queryByRole("button", { name: "Choose from your photos" })).toBeNull()
})
