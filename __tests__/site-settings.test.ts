/**
 * @jest-environment node
 *
 * The settings gatsby-config reads (the site's name, company and description, with the rest the
 * coach edits) come from her published settings, taken from Firestore by the step before every
 * build (scripts/build-site.ts) and handed to the build in its environment, checked by the
 * settings' schema; a document the schema refuses is left out with a warning naming the field, and
 * the file's settings are built. The site's address stays the file's. Nothing is written for them.
 * Against the local backend's Firestore stand-in.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { firestore } from "../functions/src/firestore"
import { PAGES } from "../contract/firebase-settings"
import { SITE_PAGES } from "../contract/site-pages"
import { siteFile } from "../gatsby/published/settings-files"
import { pullSiteSettings } from "../gatsby/pages/pull-settings"
import { takenSettings } from "../gatsby/published/node-settings"
import { pageFormFields } from "../studio/pages/form-fields"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"

jest.setTimeout(60_000)
withFunctionsFirestore()

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "site-settings-"))
  mkdirSync(join(root, "content"))
  cpSync(join(__dirname, "..", "content", "site.json"), join(root, "content", "site.json"))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const env = () => ({ GATSBY_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID, FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST })
const { siteUrl: _siteUrl, ...editable } = siteFile()
const publish = (content: unknown) => firestore().collection(PAGES).doc("settings").set({ content, published: true, revision: 2 })

it("lets her edit the site's name, company, description and how long enquiries are kept in Settings, but not its address", () => {
  const keys = pageFormFields(SITE_PAGES.settings).map((field) => field.key)
  expect(keys).toEqual(expect.arrayContaining(["name", "company", "description", "jobTitle", "showPrices", "retention"]))
  expect(keys).not.toContain("siteUrl")
})

it("gives gatsby-config her published name, company and description, over the file's", async () => {
  await publish({ ...editable, name: "Eleanor Whitcombe Coaching", company: "Whitcombe Coaching Ltd", description: "Coaching for leaders who carry too much." })
  const pulled = await pullSiteSettings(env())
  expect(pulled.warnings).toEqual([])
  expect(takenSettings(root, pulled.env)).toEqual({ ...siteFile(), name: "Eleanor Whitcombe Coaching", company: "Whitcombe Coaching Ltd", description: "Coaching for leaders who carry too much." })
  expect(readdirSync(root)).toEqual(["content"])
})

it("leaves out settings the schema refuses, naming the field, and builds the file's", async () => {
  await publish({ ...editable, name: "  " })
  const pulled = await pullSiteSettings(env())
  expect(pulled.warnings).toEqual([expect.stringMatching(/Page Firestore pages\/settings .*LEFT OUT[\s\S]*content\/site\.json is built instead[\s\S]*\(Settings\): field "name" must not be empty/)])
  expect(takenSettings(root, pulled.env)).toEqual(siteFile())
})

it("builds the file's settings once hers are unpublished, or without Firestore", async () => {
  await publish({ ...editable, name: "Eleanor Whitcombe Coaching" })
  await firestore().collection(PAGES).doc("settings").set({ published: false }, { merge: true })
  expect(takenSettings(root, (await pullSiteSettings(env())).env)).toEqual(siteFile())
  await publish({ ...editable, name: "Eleanor Whitcombe Coaching" })
  expect(takenSettings(root, (await pullSiteSettings({})).env)).toEqual(siteFile())
})

it("builds the file's settings when what reached the build is not her settings", () => {
  expect(takenSettings(root, { SITE_PUBLISHED_SETTINGS: "{not json" })).toEqual(siteFile())
  expect(takenSettings(root, { SITE_PUBLISHED_SETTINGS: JSON.stringify({ ...editable, email: "not an address" }) })).toEqual(siteFile())
})
