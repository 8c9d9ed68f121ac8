/**
 * @jest-environment node
 *
 * The Trigger Email extension as committed: its entry in firebase.json's extensions manifest and its
 * parameters (extensions/firestore-send-email.env), which `firebase deploy --only extensions`
 * installs as they are. Its Firestore region cannot be changed after installing (the extension's
 * default is "us"), and its sender must be at her own domain, whose SPF, DKIM and DMARC records
 * name the mail service. The site's deployments never touch it.
 */
import { readFileSync } from "node:fs"
import { FUNCTIONS_REGION, MAIL } from "../contract/firebase-settings"
import { firebaseDeployArgs } from "../hosting/deployment"
import { onlyTargets } from "../hosting/live-settings"

/** The parameters file as the Firebase CLI reads it: KEY=VALUE lines, # comments. */
const params = (): Record<string, string> =>
  Object.fromEntries(
    readFileSync("extensions/firestore-send-email.env", "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.trimStart().startsWith("#"))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  )

const siteEmail = (): string => (JSON.parse(readFileSync("content/site.json", "utf8")) as { email: string }).email

describe("the mail extension", () => {
  it("is in firebase.json's extensions manifest at a pinned version", () => {
    const manifest = (JSON.parse(readFileSync("firebase.json", "utf8")) as { extensions?: Record<string, string> }).extensions
    expect(manifest).toEqual({ "firestore-send-email": expect.stringMatching(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/) })
  })

  it("is a release whose source hands the mail document's headers to the message (the newsletter's List-Unsubscribe)", () => {
    // Read in firebase/extensions' source (firestore-send-email/functions/src/index.ts, `headers:
    // payload?.headers` in the message it sends) release by release: 0.2.1-0.2.3 dropped the field,
    // 0.2.4 restored it (pull request 2463). A version not in this table has not been read: read
    // its source and send a test letter (docs/deploying.md, step 10) before adding it.
    const PASSES_HEADERS: Record<string, boolean> = {
      "0.2.0": true, "0.2.1": false, "0.2.2": false, "0.2.3": false,
      "0.2.4": true, "0.2.5": true, "0.2.6": true, "0.2.7": true, "0.2.8": true,
    }
    const manifest = (JSON.parse(readFileSync("firebase.json", "utf8")) as { extensions: Record<string, string> }).extensions
    const version = manifest["firestore-send-email"]?.split("@")[1] ?? ""
    expect({ version, passesHeaders: PASSES_HEADERS[version] }).toEqual({ version, passesHeaders: true })
    // The newest release read that passes them.
    const newest = Object.keys(PASSES_HEADERS).filter((release) => PASSES_HEADERS[release]).sort((a, b) => a.localeCompare(b, "en", { numeric: true })).at(-1)
    expect(version).toBe(newest)
    // The newsletter's page names the version pinned.
    expect(readFileSync("docs/newsletter.md", "utf8")).toContain(`firebase/firestore-send-email@${version}`)
  })

  it("reads Firestore and runs in London, and reads the collection the functions write", () => {
    expect(params()).toMatchObject({
      DATABASE: "(default)",
      DATABASE_REGION: FUNCTIONS_REGION,
      "firebaseextensions.v1beta.function/location": FUNCTIONS_REGION,
      MAIL_COLLECTION: MAIL,
    })
    expect(FUNCTIONS_REGION).toBe("europe-west2")
  })

  it("sends from an address at the domain of her own address (content/site.json), named once", () => {
    const from = /<([^>]+)>$/.exec(params().DEFAULT_FROM ?? "")?.[1] ?? params().DEFAULT_FROM
    expect(from?.split("@")[1]).toBe(siteEmail().split("@")[1])
  })

  it("keeps the SMTP password in Secret Manager, out of the file and the connection address", () => {
    const { SMTP_PASSWORD, SMTP_CONNECTION_URI, AUTH_TYPE } = params()
    expect(SMTP_PASSWORD).toMatch(/^projects\/\$\{param:PROJECT_NUMBER\}\/secrets\/[\w-]+\/versions\/latest$/)
    expect(AUTH_TYPE).toBe("UsernamePassword")
    // smtps://user@host:465: a user name, no password; never port 25, which Google Cloud blocks.
    expect(SMTP_CONNECTION_URI).toMatch(/^smtps?:\/\/[^:]+@[^:@]+:(465|587)$/)
  })

  it("has every parameter the extension requires", () => {
    for (const name of ["DATABASE", "DATABASE_REGION", "AUTH_TYPE", "MAIL_COLLECTION", "DEFAULT_FROM", "TTL_EXPIRE_TYPE", "TTL_EXPIRE_VALUE"]) expect(params()[name]).toBeTruthy()
  })

  it("is never deployed with the site: npm run deploy leaves the extensions out", () => {
    expect(onlyTargets(firebaseDeployArgs([]))).not.toContain("extensions")
    expect(onlyTargets(firebaseDeployArgs(["--force"]))).toEqual(["hosting", "functions", "firestore", "storage"])
  })
})
