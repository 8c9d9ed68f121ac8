/**
 * @jest-environment node
 *
 * /contact/'s first JavaScript carries no zod. Evaluating zod and building the enquiry's schema was
 * a 196 ms task in the page's Lighthouse trace, in a chunk of its own that only /contact/ loaded,
 * before anyone touched the form: the form now renders from the zod-free table
 * (contract/enquiry-fields.ts) and fetches its check (src/features/contact/enquiry-check.ts, zod
 * with it) when a visitor starts on it. Read from the page's static imports, as webpack follows
 * them into the page's chunks (a dynamic import() starts a chunk of its own, loaded when called;
 * `import type` is erased).
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

const root = path.join(__dirname, "..")

interface Imports {
  fixed: string[]
  onDemand: string[]
}

/** The module specifiers a file imports for its value, at once or by import(). */
const importsOf = (file: string): Imports => {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)
  const fixed: string[] = []
  const onDemand: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined
      const typeOnly = clause && (clause.isTypeOnly || (!clause.name && named && named.length > 0 && named.every((element) => element.isTypeOnly)))
      if (!typeOnly) fixed.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      fixed.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      onDemand.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { fixed, onDemand }
}

const resolveFrom = (file: string, specifier: string): string => {
  if (!specifier.startsWith(".")) return specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/")
  const base = path.resolve(path.dirname(file), specifier)
  const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => base + ending).find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep))
  if (!found) throw new Error(`${path.relative(root, file)} imports ${specifier}, which is not there`)
  return found
}

/** Every module a file's static imports reach (packages by name, not followed into). */
const staticallyReached = (entry: string): Set<string> => {
  const reached = new Set<string>()
  const walk = (file: string): void => {
    if (reached.has(file)) return
    reached.add(file)
    if (!path.isAbsolute(file) || !/\.tsx?$/.test(file)) return
    for (const specifier of importsOf(file).fixed) walk(resolveFrom(file, specifier))
  }
  walk(entry)
  return reached
}

const at = (relative: string) => path.join(root, relative)

describe("/contact/'s first JavaScript", () => {
  const page = staticallyReached(at("src/pages/contact.tsx"))

  it("renders the enquiry form and the booking entry", () => {
    expect(page).toContain(at("src/features/contact/enquiry-form.tsx"))
    expect(page).toContain(at("src/features/booking/booking-entry.tsx"))
    expect(page).toContain(at("contract/enquiry-fields.ts"))
  })

  it("carries no zod, nor the enquiry's schema", () => {
    expect(page).not.toContain("zod")
    expect(page).not.toContain(at("contract/enquiry-schema.ts"))
    expect(page).not.toContain(at("src/features/contact/enquiry-check.ts"))
  })

  it("fetches the form's check, with the schema the server checks with, on demand", () => {
    expect(importsOf(at("src/features/contact/use-enquiry-form.ts")).onDemand).toContain("./enquiry-check")
    const check = staticallyReached(at("src/features/contact/enquiry-check.ts"))
    expect(check).toContain(at("contract/enquiry-schema.ts"))
    expect(check).toContain("zod")
  })

  it("still reaches zod through a static import were the form to import the schema (the walk is not blind)", () => {
    expect(staticallyReached(at("contract/enquiry-schema.ts"))).toContain("zod")
    expect(staticallyReached(at("contract/retention.ts"))).toContain("zod")
  })
})
