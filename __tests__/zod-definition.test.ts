/**
 * @jest-environment node
 *
 * zod's internal description of a schema is read in one module (contract/zod-definition.ts), which
 * says why; the studio's form, the build's GraphQL types and the page photos' paths import it.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { z } from "zod"
import { definitionOf, isWholeNumber, wrappedSchema } from "../contract/zod-definition"

const ROOT = join(__dirname, "..")
const SOURCE_FOLDERS = ["contract", "src", "studio", "gatsby", "scripts", "functions/src"]

const sources = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))

test("only contract/zod-definition.ts reads zod's internals", () => {
  const readers = SOURCE_FOLDERS.flatMap(sources).filter((file) => readFileSync(join(ROOT, file), "utf8").includes("._zod"))
  expect(readers).toEqual(["contract/zod-definition.ts"])
})

test("a definition says what a schema is and what it wraps", () => {
  const text = z.string()
  expect(definitionOf(z.object({ text })).type).toBe("object")
  for (const wrapper of [text.optional(), text.nullable(), text.default(""), text.transform((value) => value.trim())]) expect(wrappedSchema(wrapper)).toBe(text)
  expect(wrappedSchema(text)).toBeNull()
  expect([z.int(), z.number().int().min(1), z.int().positive()].map(isWholeNumber)).toEqual([true, true, true])
  expect([z.number(), z.number().min(0)].map(isWholeNumber)).toEqual([false, false])
})
