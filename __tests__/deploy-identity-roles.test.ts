/**
 * @jest-environment node
 *
 * The deploy identity of docs/deploying.md (step 9) can deploy what the Firebase CLI deploys: the
 * roles the CLI's own GitHub set-up grants its deploy account (`firebase init hosting:github`,
 * lib/init/features/hosting/github.js in the installed firebase-tools) are read from that file, and
 * each must be granted by the guide's command, or be held whole by a broader role it grants. So an
 * upgrade of firebase-tools that adds a role fails here until the guide grants it.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

const requireHere = createRequire(__filename)
const toolsRoot = path.dirname(requireHere.resolve("firebase-tools/package.json"))

/** The roles firebase-tools' GitHub set-up grants, as its installed source names them. */
const firebaseToolsDeployRoles = (): string[] => {
  const source = readFileSync(path.join(toolsRoot, "lib/init/features/hosting/github.js"), "utf8")
  const list = /requiredRoles\s*=\s*\[([^\]]*)\]/.exec(source)?.[1]
  if (!list) throw new Error("firebase-tools no longer lists requiredRoles in its GitHub set-up: read it again")
  const { firebaseRoles } = requireHere(path.join(toolsRoot, "lib/gcp/resourceManager.js")) as { firebaseRoles: Record<string, string> }
  return [...list.matchAll(/firebaseRoles\.(\w+)/g)].map(([, key]) => {
    const role = key ? firebaseRoles[key] : undefined
    if (!role) throw new Error(`firebase-tools names a role ${key} it does not define`)
    return role
  })
}

/** The roles the guide's step 9 grants the deploy identity: the `for role in ...; do` loop it runs. */
const guideRoles = (): string[] => {
  const guide = readFileSync("docs/deploying.md", "utf8")
  const loop = /for role in ([^;]+); do\n\s*gcloud projects add-iam-policy-binding \$PROJECT --member serviceAccount:\$DEPLOYER/.exec(guide)?.[1]
  if (!loop) throw new Error("docs/deploying.md no longer grants the deploy identity its roles in one loop")
  return loop.replace(/\\\n/g, " ").split(/\s+/).filter(Boolean).map((role) => `roles/${role}`)
}

/**
 * Roles of firebase-tools' list that a broader role the guide grants holds whole: Google's role
 * reference lists `cloudfunctions.*` and `run.*` among Cloud Functions Admin's permissions.
 */
const HELD_BY: Record<string, string> = {
  "roles/cloudfunctions.developer": "roles/cloudfunctions.admin",
  "roles/run.viewer": "roles/cloudfunctions.admin",
}

describe("the deploy identity's roles", () => {
  it("reads a list of roles from the installed firebase-tools", () => {
    const roles = firebaseToolsDeployRoles()
    expect(roles).toEqual(expect.arrayContaining(["roles/serviceusage.serviceUsageConsumer", "roles/firebasehosting.admin"]))
    for (const role of roles) expect(role).toMatch(/^roles\/[a-z]+\.[A-Za-z]+$/)
  })

  it("grant every role firebase-tools' own GitHub set-up grants for deploying", () => {
    const granted = new Set(guideRoles())
    const missing = firebaseToolsDeployRoles().filter((role) => !granted.has(role) && !(HELD_BY[role] && granted.has(HELD_BY[role])))
    expect(missing).toEqual([])
  })

  it("include the right to make the CLI's API checks billed to the project (serviceusage.services.use)", () => {
    expect(guideRoles()).toContain("roles/serviceusage.serviceUsageConsumer")
    expect(guideRoles()).toContain("roles/serviceusage.apiKeysViewer")
  })

  it("are each explained in the guide's table", () => {
    const guide = readFileSync("docs/deploying.md", "utf8")
    const step = guide.slice(guide.indexOf("### 9. "), guide.indexOf("### 10. "))
    const rows = step.split("\n").filter((line) => /^\| [A-Z]/.test(line) && !line.startsWith("| Role |"))
    expect(rows).toHaveLength(guideRoles().length)
  })
})
