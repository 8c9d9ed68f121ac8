/**
 * @jest-environment node
 *
 * A publish with no tested commit to build (no push run of main has passed: scripts/tested-commit.ts)
 * deploys nothing, and the studio says why beside what she published: the publish job's refusal
 * step (scripts/record-build-failure.ts with BUILD_REFUSED=untested, the dispatch's event and
 * payload) is run as the workflow runs it, against the local Firestore stand-in, and its record is
 * read back by the functions' own reader and turned into the studio's line.
 */
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import { firestore } from "../functions/src/firestore"
import { recentBuilds } from "../functions/src/studio/site-build-records"
import { postBuildState, storyBuildState } from "../contract/site-builds"
import { buildStateLine } from "../studio/editing/build-state-line"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { typeScriptNode } from "../tooling/typescript-node"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"

withFunctionsFirestore()

/** The workflow's refusal step, or its generic failure step without BUILD_REFUSED. */
const recordStep = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, typeScriptNode([join(process.cwd(), "scripts", "record-build-failure.ts")]), {
    env: { PATH: process.env.PATH, STORIES_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID, FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? "", METADATA_SERVER_DETECTION: "none", ...env },
  })

describe("a publish refused for want of a tested commit", () => {
  it("tells her beside the story she published that nothing went live, and why", async () => {
    await recordStep({ SITE_BUILD_ID: "refused-story-1", BUILD_REFUSED: "untested", BUILD_EVENT: "story-publish", BUILD_PAYLOAD: JSON.stringify({ storyId: "first-ninety-days" }) })
    const line = buildStateLine(storyBuildState("first-ninety-days", await recentBuilds(firestore())))
    expect(line).toMatch(/^Not published to the site: no version of the site's code has passed its checks yet/)
    expect(line).toMatch(/The live site is unchanged/)
  }, 30_000)

  it("tells her the same beside a post", async () => {
    await recordStep({ SITE_BUILD_ID: "refused-post-1", BUILD_REFUSED: "untested", BUILD_EVENT: "post-publish", BUILD_PAYLOAD: JSON.stringify({ postId: "post-7" }) })
    expect(buildStateLine(postBuildState("post-7", await recentBuilds(firestore())))).toMatch(/^Not published to the site: no version of the site's code has passed its checks/)
  }, 30_000)

  it("leaves a build that stopped with an error saying what it said before", async () => {
    await recordStep({ SITE_BUILD_ID: "refused-story-2", BUILD_REFUSED: "untested", BUILD_EVENT: "story-publish", BUILD_PAYLOAD: JSON.stringify({ storyId: "leading-remotely" }) })
    // A later build carried it, then stopped with an error.
    await firestore().collection("siteBuilds").doc("stopped-1").set({ outcome: "building", startedAt: new Date(Date.now() + 60_000), carried: { "leading-remotely": 2 }, skipped: {} })
    await recordStep({ SITE_BUILD_ID: "stopped-1" })
    expect(buildStateLine(storyBuildState("leading-remotely", await recentBuilds(firestore())))).toBe(
      "The last site build that carried it failed, so the live site is unchanged. Publish again, or ask your web team.",
    )
  }, 30_000)
})
