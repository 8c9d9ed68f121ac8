/**
 * @jest-environment node
 *
 * `npm run develop` picks its backend: the configured Firebase project, else the local backend, else
 * demo mode, saying why once. Run in a child Node process, as `npm run develop` runs it.
 */
import { execFile } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { typeScriptNode } from "../tooling/typescript-node"

interface Choice {
  env: Record<string, string>
  said: string[]
  warned: string[]
}

const choose = async (root: string, backendOptions: object, env: Record<string, string> = {}): Promise<Choice> => {
  const script = join(__dirname, "..", "scripts", "develop-backend")
  const code = `(async () => {
    const { developBackend } = require(${JSON.stringify(script)})
    const said = [], warned = []
    const backend = await developBackend({
      root: ${JSON.stringify(root)}, env: ${JSON.stringify(env)}, backendOptions: ${JSON.stringify(backendOptions)},
      say: (line) => said.push(line), warn: (line) => warned.push(line),
    })
    await backend.stop()
    console.log(JSON.stringify({ env: backend.env, said, warned }))
  })()`
  const { stdout } = await promisify(execFile)(process.execPath, typeScriptNode(["-e", code]), { timeout: 120_000 })
  return JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as Choice
}

let root: string
let taken: Server

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "develop-"))
  taken = createServer()
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve))
})

afterAll(() => {
  taken.close()
  rmSync(root, { recursive: true, force: true })
})

const takenPort = (): number => (taken.address() as { port: number }).port

describe("npm run develop's backend", () => {
  it("is demo mode when the local backend cannot start, said once with the reason", async () => {
    const choice = await choose(root, { ports: { firestore: takenPort() }, quiet: true })
    expect(choice.env).toEqual({})
    expect(choice.warned).toHaveLength(1)
    expect(choice.warned[0]).toMatch(/could not start, so the site runs in demo mode: the contact form opens the visitor's e-mail program/)
    expect(choice.warned[0]).toMatch(new RegExp(`Why: .*${takenPort()}`))
  }, 150_000)

  it("is the Firebase project named in .env.development, with no local backend started", async () => {
    writeFileSync(join(root, ".env.development"), "GATSBY_FIREBASE_PROJECT_ID=coach-site-prod\n")
    try {
      const choice = await choose(root, { ports: { firestore: takenPort() } })
      expect(choice).toEqual({
        env: {},
        said: ['Using the Firebase project "coach-site-prod" from your settings; the local backend is not started.'],
        warned: [],
      })
    } finally {
      rmSync(join(root, ".env.development"))
    }
  })
})
