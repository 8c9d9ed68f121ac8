import { spawnSync } from "node:child_process"
import { cpSync } from "node:fs"
import { join } from "node:path"
import { projectRoot as root } from "../project-root"

/** The emulator runs JavaScript: compile functions/ (and the contract it imports) first. */
export const buildFunctions = (): void => {
  const tsc = require.resolve("typescript/bin/tsc", { paths: [join(root, "functions")] })
  const result = spawnSync(process.execPath, [tsc, "-p", join(root, "functions", "tsconfig.json")], { encoding: "utf8" })
  if (result.status !== 0) throw new Error(`functions/ does not compile:\n${result.stdout}${result.stderr}`)
  // The topics' labels and the newsletter's words (at start-up) and the file's testimonials (when one is published) are read from the content files beside the compiled code (functions/package.json "build").
  for (const file of ["contact.yaml", "newsletter.yaml", "testimonials.yaml"]) cpSync(join(root, "content", file), join(root, "functions", "lib", "content", file))
}
