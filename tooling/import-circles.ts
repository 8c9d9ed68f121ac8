import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import ts from "typescript"

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
/** What resolution tries after a relative specifier, in the order TypeScript and the bundlers do. */
const ENDINGS = ["", ".ts", ".tsx", ".d.ts", ".js", ".jsx", ".mjs", ".cjs", ".json", "/index.ts", "/index.tsx", "/index.js"]
/** Folders that hold no source of ours (packages, builds, test output), from the root; dot-folders neither. */
const SKIPPED = new Set(["public", "coverage", "test-results", "playwright-report", "functions/lib"])

/** Every source file under `root`, from the root. */
const sourceFiles = (root: string, folder = root): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) {
      const skipped = entry.name.startsWith(".") || entry.name === "node_modules" || SKIPPED.has(relative(root, path))
      return skipped ? [] : sourceFiles(root, path)
    }
    return SOURCE.test(entry.name) ? [relative(root, path)] : []
  })

/**
 * The specifiers a file imports: static imports and re-exports (type-only ones too, as a type
 * still ties the two modules' meaning together), `import()` and `require()`.
 */
const specifiers = (file: string, text: string): string[] => {
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text)
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require")) found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS))
  return found
}

/** The file a relative specifier lands on, from the root, or undefined for a package. */
const resolveRelative = (root: string, from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith(".")) return undefined
  const base = resolve(root, dirname(from), specifier)
  for (const ending of ENDINGS) {
    const candidate = base + ending
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate)
  }
  // A compiled name for a TypeScript file (`./x.js` meaning `./x.ts`), as NodeNext writes them.
  const typed = base.replace(/\.(m|c)?js$/, ".$1ts")
  return typed !== base && existsSync(typed) ? relative(root, typed) : undefined
}

/** Each file under `root` and the files of ours it imports. */
export const importGraph = (root: string): Map<string, string[]> => {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(root)) {
    const targets = specifiers(file, readFileSync(join(root, file), "utf8")).flatMap((specifier) => resolveRelative(root, file, specifier) ?? [])
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/**
 * The import circles of a graph: each group of files that reach one another through their imports
 * (Tarjan's strongly connected components of more than one file, or of one file importing itself),
 * each sorted, the groups in order of their first file.
 */
export const importCircles = (graph: Map<string, string[]>): string[][] => {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  let next = 0
  const connect = (file: string): void => {
    index.set(file, next)
    low.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) connect(file)
  return circles.sort((a, b) => a[0].localeCompare(b[0]))
}
