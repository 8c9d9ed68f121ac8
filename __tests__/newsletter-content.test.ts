/**
 * @jest-environment node
 *
 * The newsletter's words (content/newsletter.yaml) are checked as every content file is: the build
 * stops on a missing or wrong field, naming the file and the field, and the functions, which read
 * the same file, refuse it the same way.
 */
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { validateDataFile } from "../gatsby/content/validate-content"
import { REQUIRED_FILES } from "../gatsby/content/check-site-files"
import { readNewsletterFile } from "../functions/src/newsletter/newsletter-copy"
import { dataFile } from "../test-support/content-files"

const FILE = "content/newsletter.yaml"
const shipped = () => structuredClone(dataFile("newsletter")) as unknown as Record<string, Record<string, unknown>>

it("is a file the build needs, and the one the site ships is valid", () => {
  expect(REQUIRED_FILES).toContain(FILE)
  expect(validateDataFile("newsletter", FILE, shipped())).toEqual([])
})

it("names the file and the field of a missing postal address and of a limit message without {minutes}", () => {
  const file = shipped()
  delete file.letter.postalAddress
  const problems = validateDataFile("newsletter", FILE, { ...file, limit: "Too many, please wait." })
  expect(problems).toContainEqual(expect.stringContaining(`${FILE}: field "letter.postalAddress"`))
  expect(problems).toContainEqual(`${FILE}: field "limit" must contain {minutes}`)
})

it("is refused by the functions too, naming the field", () => {
  const file = shipped()
  file.form.consent = ""
  const copy = join(mkdtempSync(join(tmpdir(), "newsletter-")), "newsletter.yaml")
  // JSON is YAML too.
  writeFileSync(copy, JSON.stringify(file))
  expect(() => readNewsletterFile(copy)).toThrow(/^content\/newsletter\.yaml: form\.consent /)
})
