/**
 * Her intake questions as her Settings hold them: the demo questionnaire passes, a choice with too
 * few choices or two questions under one id is refused by field (named as the studio names it),
 * and the studio's Settings form, drawn from the schema, adds a question of one of several choices.
 */
import * as React from "react"
import { fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import site from "../content/site.json"
import { issueProblems } from "../contract/field-messages"
import { intakeQuestionsSchema } from "../contract/intake-schema"
import { SITE_PAGES, type PageContent } from "../contract/site-pages"
import { pageFormFields } from "../studio/pages/form-fields"
import { pageChecklist, pageFieldName } from "../studio/pages/page-checklist"
import { setAt, type Path } from "../studio/pages/page-edits"
import { pageControlId, SchemaForm } from "../studio/pages/schema-form"
import { pageOwner } from "../studio/photos/photo-files"
import type { FirebaseSetup } from "../src/firebase/config"
import { renderThemed } from "./helpers/render"

jest.setTimeout(30_000)

const settingsOfFile = (): PageContent => {
  const { siteUrl, ...rest } = site
  void siteUrl
  return rest as PageContent
}

const questions = () => intakeQuestionsSchema.parse(site.intakeQuestions)

it("holds a demo questionnaire of short, long and choice questions, each id once", () => {
  const parsed = questions()
  expect(parsed.length).toBeGreaterThanOrEqual(5)
  expect(new Set(parsed.map((question) => question.kind))).toEqual(new Set(["short", "long", "choice"]))
  expect(SITE_PAGES.settings.safeParse(settingsOfFile()).success).toBe(true)
})

it("refuses a choice with one choice and an id used twice, each named at its field as the studio names it", () => {
  const [first, second, ...rest] = site.intakeQuestions
  const content = {
    ...settingsOfFile(),
    intakeQuestions: [first, { ...second, id: first.id }, { id: "pace", wording: "Which pace suits you?", kind: "choice", choices: ["Fortnightly"] }, ...rest],
  }
  const lines = pageChecklist(SITE_PAGES.settings, content)
  expect(lines.map(({ field, message }) => ({ field, message }))).toEqual([
    { field: "intakeQuestions[2].choices", message: "a choice needs at least 2 choices" },
    { field: "intakeQuestions[1].id", message: "is the id of another question" },
  ])
  expect(pageFieldName(pageFormFields(SITE_PAGES.settings), "intakeQuestions[1].id")).toBe("Question 2 › Question id")
})

it("keeps no choices on a question that is not a choice, and refuses a two-line question and more than 30", () => {
  const parsed = intakeQuestionsSchema.parse([{ id: "goals", wording: "Your goals?", kind: "long", choices: ["Left from before"] }])
  expect(parsed[0].choices).toEqual([])
  const twoLines = intakeQuestionsSchema.safeParse([{ id: "goals", wording: "Your goals?\nAll of them", kind: "long", choices: [] }])
  expect(twoLines.success ? [] : issueProblems(twoLines.error)).toEqual([{ field: "[0].wording", message: "must be one line" }])
  const many = Array.from({ length: 31 }, (_, index) => ({ id: `q-${index}`, wording: `Question ${index}`, kind: "short", choices: [] }))
  expect(intakeQuestionsSchema.safeParse(many).success).toBe(false)
})

it("lets her add a question of one of several choices in the Settings form drawn from the schema", async () => {
  const start = settingsOfFile()
  const state = { current: start }
  const Form = () => {
    const [value, setValue] = React.useState(start)
    state.current = value
    return (
      <SchemaForm
        fields={pageFormFields(SITE_PAGES.settings)}
        photos={{ setup: {} as FirebaseSetup, owner: pageOwner("settings"), file: start }}
        value={value}
        onChange={(path: Path, next: unknown) => setValue((current) => setAt(current, path, next))}
        problemsAt={() => []}
      />
    )
  }
  renderThemed(<Form />)
  const user = userEvent.setup()
  const at = questions().length
  await user.click(screen.getByRole("button", { name: "Add a question" }))
  const control = (field: string) => document.getElementById(pageControlId(`intakeQuestions[${at}].${field}`)) as HTMLInputElement
  await user.type(control("id"), "pace")
  await user.type(control("wording"), "How often would you like us to meet?")
  fireEvent.change(control("kind"), { target: { value: "choice" } })
  await user.click(document.getElementById(`${pageControlId(`intakeQuestions[${at}].choices`)}-toggle`) as HTMLElement)
  await user.click(screen.getByRole("button", { name: "Add a choice" }))
  await user.type(control("choices[0]"), "Every fortnight")
  await user.click(screen.getByRole("button", { name: "Add a choice" }))
  await user.type(control("choices[1]"), "Every month")

  const parsed = SITE_PAGES.settings.safeParse(state.current)
  expect(parsed.success).toBe(true)
  expect(parsed.success && parsed.data.intakeQuestions?.[at]).toEqual({ id: "pace", wording: "How often would you like us to meet?", kind: "choice", choices: ["Every fortnight", "Every month"] })
})
