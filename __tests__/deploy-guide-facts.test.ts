/**
 * @jest-environment node
 *
 * What docs/deploying.md says the code does, checked against the code: the Node the functions run
 * on (functions/package.json's engines, which the Firebase CLI deploys as the runtime) and the
 * scheduled jobs, read from the deployed functions themselves (functions/src/index.ts, each
 * `onSchedule` function's own trigger), so neither can drift from the guide again.
 */
import { readFileSync } from "node:fs"
import * as deployed from "../functions/src/index"

const guide = readFileSync("docs/deploying.md", "utf8")

/** The functions' Node major, as the CLI deploys it (`nodejs<major>`). */
const functionsNode = (): string => (JSON.parse(readFileSync("functions/package.json", "utf8")) as { engines: { node: string } }).engines.node

interface ScheduleTrigger { schedule: string; timeZone?: string }

/** Every deployed scheduled function with its schedule, from the trigger firebase-functions gives it. */
const scheduledFunctions = (): Map<string, ScheduleTrigger> =>
  new Map(
    Object.entries(deployed).flatMap(([name, value]) => {
      const trigger = (value as { __endpoint?: { scheduleTrigger?: ScheduleTrigger } } | undefined)?.__endpoint?.scheduleTrigger
      return trigger ? [[name, trigger] as const] : []
    }),
  )

/** The guide's table of scheduled jobs: function name to the schedule it gives. */
const guideJobs = (): Map<string, string> => {
  const section = guide.slice(guide.indexOf("## The scheduled jobs"), guide.indexOf("\n## ", guide.indexOf("## The scheduled jobs") + 1))
  return new Map([...section.matchAll(/^\| `(\w+)` \| `([^`]+)` \|/gm)].map(([, name, when]) => [name ?? "", when ?? ""]))
}

describe("the deployment guide", () => {
  it("names the Node the functions run on, wherever it names one for them", () => {
    const node = functionsNode()
    expect(node).toMatch(/^\d+$/)
    expect(guide).toMatch(new RegExp(`functions\\s+run on Node\\.js ${node}\\b`))
    expect(guide).toMatch(new RegExp(`on Node\\.js\\s+${node}\\),`))
    expect(guide).toContain(`\`nodejs${node}\``)
    // Every mention of "Node.js <n>" beside the functions names theirs.
    for (const [, major] of guide.matchAll(/functions[^.]{0,60}?Node\.js\s+(\d+)/g)) expect(major).toBe(node)
    // The Cloud Build alternative builds on the same Node.
    for (const [, major] of guide.matchAll(/name: node:(\d+)/g)) expect(major).toBe(node)
  })

  it("lists every scheduled function the code deploys, with the schedule the code gives it, on London time", () => {
    const code = scheduledFunctions()
    expect(code.size).toBeGreaterThanOrEqual(8)
    const table = guideJobs()
    expect([...table.keys()].sort()).toEqual([...code.keys()].sort())
    for (const [name, trigger] of code) {
      expect({ name, schedule: table.get(name) }).toEqual({ name, schedule: trigger.schedule })
      expect({ name, timeZone: trigger.timeZone }).toEqual({ name, timeZone: "Europe/London" })
    }
    const count = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][code.size]
    expect(guide).toContain(`lists the ${count} jobs below`)
  })

  it("gives the date to act on for the functions' runtime (its deprecation) before its decommission", () => {
    expect(functionsNode()).toBe("24")
    // Google's schedule for nodejs24: deprecated 2028-04-30, decommissioned 2028-10-31.
    expect(guide).toMatch(/deprecates that runtime on\s+2028-04-30: that is the date to act on/)
    expect(guide).toMatch(/decommission on 2028-10-31/)
    expect(guide).not.toMatch(/supported by Google until/)
  })
})
