/**
 * @jest-environment node
 *
 * The import boundaries of eslint.config.mjs, checked with the project's own config through the
 * real ESLint API: each snippet is linted as if it were a file at the given path (nothing is
 * written, so the normal lint run never sees them). ESLint loads its config as an ES module, which
 * jest's module system cannot, so it runs in a child Node process.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, rmSync } from "node:fs"
import { join } from "node:path"

interface Snippet {
  /** Where the snippet pretends to live (from the repository's root). */
  file: string
  code: string
}

interface Message {
  ruleId: string | null
  message: string
}

const RULE = "import/no-restricted-paths"

const LINT = `
  const { loadESLint } = require("eslint")
  const snippets = JSON.parse(require("node:fs").readFileSync(0, "utf8"))
  ;(async () => {
    const ESLint = await loadESLint()
    const eslint = new ESLint({ cwd: process.cwd() })
    const results = []
    for (const { file, code } of snippets) results.push((await eslint.lintText(code, { filePath: file }))[0].messages)
    process.stdout.write(JSON.stringify(results))
  })().catch((error) => { console.error(error); process.exit(1) })
`

/** The messages ESLint gives each snippet, in order. */
const lint = (snippets: Snippet[]): Message[][] => {
  const run = spawnSync(process.execPath, ["-e", LINT], { input: JSON.stringify(snippets), encoding: "utf8", cwd: process.cwd() })
  if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr}`)
  return JSON.parse(run.stdout) as Message[][]
}

const importOf = (specifier: string) => `import "${specifier}"\n`

/**
 * A screen's folder no rule names, made just before ESLint starts: the studio's zones are read from
 * studio/'s listing then, so it is under them at once. Empty, and gone again once ESLint has run.
 */
const NEW_SCREEN_FOLDER = `studio/testimonials-${process.pid}`

/** Each zone, with an import it refuses (and the words of its refusal). */
const REFUSED: Array<{ why: string; file: string; code: string; message: RegExp; rule?: string }> = [
  {
    why: "a page's code reads a file with Node's fs (the HTML renderer then renders every page on every build)",
    file: "src/head/fixture.tsx",
    code: 'import { readFileSync } from "node:fs"\nexport const icon = readFileSync("public/favicon-32x32.png")\n',
    message: /read files in gatsby-node/,
    rule: "no-restricted-imports",
  },
  {
    why: "a page's code takes Node's path module by its bare name",
    file: "src/lib/fixture.ts",
    code: importOf("path"),
    message: /read files in gatsby-node/,
    rule: "no-restricted-imports",
  },
  {
    why: "the functions import build code",
    file: "functions/src/studio/fixture.ts",
    code: importOf("../../../gatsby/published/open-firestore"),
    message: /functions import only the contract/,
  },
  {
    why: "the functions import the site's code (a type is an import too)",
    file: "functions/src/studio/fixture.ts",
    code: 'import type { SiteSettings } from "../../../src/settings"\nexport type Settings = SiteSettings\n',
    message: /functions import only the contract/,
  },
  {
    why: "the booking reaches into the enquiries for what it shares with them",
    file: "functions/src/booking/fixture.ts",
    code: importOf("../enquiries/store-enquiry"),
    message: /enquiries\/ holds only the enquiries/,
  },
  {
    why: "the studio's functions reach into the enquiries",
    file: "functions/src/studio/fixture.ts",
    code: importOf("../enquiries/enquiry-digest"),
    message: /enquiries\/ holds only the enquiries/,
  },
  {
    why: "the site's identity reaches into the booking for a hash",
    file: "functions/src/site/fixture.ts",
    code: importOf("../booking/manage-token"),
    message: /sits below the functions that read it/,
  },
  {
    why: "what the functions share imports one kind of function",
    file: "functions/src/common/fixture.ts",
    code: importOf("../booking/call-records"),
    message: /imports none of them/,
  },
  {
    why: "the contract imports the site's code",
    file: "contract/fixture.ts",
    code: importOf("../src/settings"),
    message: /contract imports only packages/,
  },
  {
    why: "the contract imports build code",
    file: "contract/fixture.ts",
    code: importOf("../gatsby/graphql-from-zod"),
    message: /contract imports only packages/,
  },
  {
    why: "build code imports a page",
    file: "gatsby/content/fixture.ts",
    code: importOf("../../src/pages/index"),
    message: /does not import pages or templates/,
  },
  {
    why: "a root Gatsby file imports a template",
    file: "gatsby-fixture.ts",
    code: importOf("./src/templates/blog-post"),
    message: /does not import pages or templates/,
  },
  {
    why: "what published content shares imports one kind's code",
    file: "gatsby/published/fixture.ts",
    code: importOf("../stories/load-stories"),
    message: /imports no one kind's code/,
  },
  {
    why: "the posts reach Firestore through the stories' folder",
    file: "gatsby/posts/fixture.ts",
    code: importOf("../stories/firestore-source"),
    message: /from gatsby\/published\/, not from the stories' folder/,
  },
  {
    why: "the pages take image downloads from the stories' folder",
    file: "gatsby/pages/fixture.ts",
    code: importOf("../stories/validate-story"),
    message: /from gatsby\/published\/, not from the stories' folder/,
  },
  {
    why: "the content layer reads the file posts through the posts' folder",
    file: "gatsby/content/fixture.ts",
    code: importOf("../posts/file-posts"),
    message: /content layer \(gatsby\/content\/\) sits below the kinds/,
  },
  {
    why: "the content layer reads the file stories through the stories' folder",
    file: "gatsby/content/fixture.ts",
    code: importOf("../stories/file-source"),
    message: /content layer \(gatsby\/content\/\) sits below the kinds/,
  },
  {
    why: "the feed takes the site's settings from the pages' folder",
    file: "gatsby/content/fixture.ts",
    code: importOf("../pages/settings-node"),
    message: /import nothing of gatsby\/pages\//,
  },
  {
    why: "the shell imports a feature",
    file: "src/shell/fixture.tsx",
    code: importOf("../features/consent/layout-with-consent"),
    message: /shell code does not import features/,
  },
  {
    why: "a shared component imports a feature",
    file: "src/components/fixture.tsx",
    code: importOf("../features/contact/enquiry-copy"),
    message: /shell code does not import features/,
  },
  {
    why: "the site loads the functions (dynamically)",
    file: "src/features/studio/fixture.ts",
    code: 'export const load = () => import("../../../functions/src/index")\n',
    message: /site does not import the functions or the scripts/,
  },
  {
    why: "the studio loads the functions (dynamically)",
    file: "studio/posts/fixture.ts",
    code: 'export const load = () => import("../../functions/src/index")\n',
    message: /site does not import the functions or the scripts/,
  },
  {
    why: "a public page imports the studio (a type is an import too)",
    file: "src/pages/fixture.tsx",
    code: 'import type { StudioAppProps } from "../../studio/studio-app"\nexport type Props = StudioAppProps\n',
    message: /site does not import the studio/,
  },
  {
    why: "the site's client-room loader imports the room's app instead of loading it by address",
    file: "src/features/client-room/fixture.tsx",
    code: importOf("../../../client/client-app"),
    message: /site does not import the client's room/,
  },
  {
    why: "the client's room imports the studio",
    file: "client/room/fixture.ts",
    code: importOf("../../studio/callables/studio-callables"),
    message: /client's room imports from the site only its shared parts/,
  },
  {
    why: "the studio imports the client's room",
    file: "studio/posts/fixture.ts",
    code: importOf("../../client/callables/client-callables"),
    message: /studio imports nothing of the client's room/,
  },
  {
    why: "the client's room imports a public page's feature",
    file: "client/room/fixture.ts",
    code: importOf("../../src/features/contact/enquiry-copy"),
    message: /client's room imports no feature of the public pages/,
  },
  {
    why: "the site's studio loader imports the studio's app instead of loading it by address",
    file: "src/features/studio/fixture.tsx",
    code: importOf("../../../studio/studio-app"),
    message: /site does not import the studio/,
  },
  {
    why: "the studio imports a page",
    file: "studio/stories/fixture.tsx",
    code: importOf("../../src/pages/contact"),
    message: /never pages, templates, the shell or build code/,
  },
  {
    why: "the studio imports build code",
    file: "studio/posts/fixture.ts",
    code: importOf("../../gatsby/posts/load-posts"),
    message: /never pages, templates, the shell or build code/,
  },
  {
    why: "the studio imports a public feature (the contact form's fields)",
    file: "studio/inbox/fixture.tsx",
    code: importOf("../../src/features/contact/enquiry-field"),
    message: /studio imports no feature of the public pages/,
  },
  {
    why: "the editing code every draft shares imports one kind's folder",
    file: "studio/editing/fixture.ts",
    code: importOf("../stories/story-drafts"),
    message: /imports no one screen's folder/,
  },
  {
    why: "signing in and out imports a kind of draft (the app hands the session the drafts it forgets)",
    file: "studio/session/fixture.ts",
    code: importOf("../stories/story-drafts"),
    message: /imports no one screen's folder/,
  },
  {
    why: "the sign-in's second step imports the account screen",
    file: "studio/session/fixture.tsx",
    code: importOf("../account/second-factor"),
    message: /imports no one screen's folder/,
  },
  {
    why: "a screen imports the table of screens instead of leading to another by its address",
    file: "studio/calls/fixture.tsx",
    code: importOf("../screens/screen-table"),
    message: /table of screens .* is the studio's top/,
  },
  {
    why: "the newsletter's screen imports the table of screens",
    file: "studio/newsletter/fixture.tsx",
    code: importOf("../screens/screen-table"),
    message: /table of screens .* is the studio's top/,
  },
  {
    why: "a screen's folder no rule names, made today, imports the table of screens",
    file: `${NEW_SCREEN_FOLDER}/fixture.tsx`,
    code: importOf("../screens/screen-table"),
    message: /table of screens .* is the studio's top/,
  },
  {
    why: "the editing code every draft shares imports the newsletter's folder",
    file: "studio/editing/fixture.ts",
    code: importOf("../newsletter/send-entry"),
    message: /imports no one screen's folder/,
  },
  {
    why: "a page reaches Firebase itself instead of through a feature",
    file: "src/pages/fixture.tsx",
    code: 'import { firebaseSetup } from "../firebase/config"\nexport const setup = firebaseSetup()\n',
    message: /Pages reach Firebase only through a feature/,
  },
  {
    why: "the head imports build code",
    file: "src/head/fixture.tsx",
    code: importOf("../../gatsby/build-steps/boot-script"),
    message: /site does not import build code/,
  },
  {
    why: "the hosting config imports a script",
    file: "hosting/fixture.ts",
    code: importOf("../scripts/project-root"),
    message: /hosting\/ sits below the scripts/,
  },
  {
    why: "a Node tool imports a script",
    file: "tooling/fixture.ts",
    code: importOf("../scripts/project-root"),
    message: /tooling\/ .* imports none of their folders/,
  },
  {
    why: "the site imports a script",
    file: "src/lib/fixture.ts",
    code: importOf("../../scripts/deploy"),
    message: /site does not import the functions or the scripts/,
  },
]

/** Imports each zone allows. */
const ALLOWED: Array<{ why: string; file: string; code: string }> = [
  {
    why: "the functions import the contract, the coach's data, a package and their own modules",
    file: "functions/src/studio/fixture.ts",
    code: ["../../../contract/firebase-settings", "../../../content/site.json", "firebase-admin/firestore", "./publish-checks"].map(importOf).join(""),
  },
  {
    why: "the enquiries, the studio and the booking import what the functions share",
    file: "functions/src/booking/fixture.ts",
    code: ["../common/app-check", "../common/mail", "../common/sending-slots", "../common/retention", "../common/sender-key"].map(importOf).join(""),
  },
  {
    why: "the scripts and hosting take their Node tools from tooling/, and the build the boot scripts' shape from src/head/",
    file: "hosting/fixture.ts",
    code: ["../tooling/free-port", "../tooling/typescript-node", "./hosting-config"].map(importOf).join(""),
  },
  { why: "the build imports what it shares with the head", file: "gatsby/build-steps/fixture.ts", code: importOf("../../src/head/gatsby-boot-scripts") },
  { why: "the contract imports itself and packages", file: "contract/fixture.ts", code: ["./routes", "zod"].map(importOf).join("") },
  { why: "build code imports components and the contract", file: "gatsby/content/fixture.ts", code: ["../../src/components/fragments", "../../contract/routes"].map(importOf).join("") },
  {
    why: "posts and pages take what published content shares from its own folder",
    file: "gatsby/posts/fixture.ts",
    code: ["../content/post-slug", "../content/post-date-fields", "../published/open-firestore", "../published/published-documents", "../published/published-images", "../published/build-record"].map(importOf).join(""),
  },
  { why: "the content layer and the stories take the site's settings from what published content shares", file: "gatsby/stories/fixture.ts", code: ["../published/node-settings", "../published/settings-files", "../published/published-images"].map(importOf).join("") },
  { why: "what published content shares imports the contract and itself", file: "gatsby/published/fixture.ts", code: ["../../contract/firebase-settings", "./to-plain"].map(importOf).join("") },
  { why: "the page wrapper puts features in the shell", file: "src/fixture.tsx", code: ["./shell/layout", "./features/consent/layout-with-consent"].map(importOf).join("") },
  { why: "a page imports features and the contract", file: "src/pages/fixture.tsx", code: ["../features/studio/studio-loader", "../../contract/routes"].map(importOf).join("") },
  {
    why: "the studio imports the site's shared parts, the page's hand-over, the contract and itself",
    file: "studio/posts/fixture.tsx",
    code: ["../../src/components/button", "../../src/components/form-field", "../../src/theme/mixins", "../../src/firebase/config", "../../src/sections/blog-post/post-prose", "../../src/features/studio/studio-app-props", "../../contract/studio-api", "../editing/use-autosave"].map(importOf).join(""),
  },
  {
    why: "the table of screens and its desk import the screens' folders, and the account screen the session's second step",
    file: "studio/screens/fixture.tsx",
    code: ["../posts/post-editor", "../inbox/use-inbox", "../session/auth-sdk", "./screen-table"].map(importOf).join(""),
  },
  { why: "the account screen enrols a phone with the sign-in's text-message code", file: "studio/account/fixture.ts", code: importOf("../session/second-factor-challenge") },
  {
    why: "the client's room imports the site's shared parts, the page's hand-over, the contract and itself",
    file: "client/room/fixture.tsx",
    code: ["../../src/components/button", "../../src/firebase/callable", "../../src/lib/local-json", "../../src/settings", "../../src/features/client-room/client-room-app-props", "../../contract/client-room-api", "../session/use-client-session"].map(importOf).join(""),
  },
  { why: "the app imports the table of screens and the session", file: "studio/fixture.tsx", code: ["./screens/screen-table", "./session/use-studio-session", "./stories/story-drafts"].map(importOf).join("") },
]

let refused: Message[][]
let allowed: Message[][]

beforeAll(() => {
  const newFolder = join(process.cwd(), NEW_SCREEN_FOLDER)
  mkdirSync(newFolder)
  let results: Message[][]
  try {
    results = lint([...REFUSED, ...ALLOWED])
  } finally {
    rmSync(newFolder, { recursive: true, force: true })
  }
  refused = results.slice(0, REFUSED.length)
  allowed = results.slice(REFUSED.length)
}, 120_000)

test.each(REFUSED.map((snippet, index) => [snippet.why, index] as const))("lint refuses it when %s", (_why, index) => {
  const messages = refused[index]
  expect(messages).toHaveLength(1)
  expect(messages[0].ruleId).toBe(REFUSED[index].rule ?? RULE)
  expect(messages[0].message).toMatch(REFUSED[index].message)
})

test.each(ALLOWED.map((snippet, index) => [snippet.why, index] as const))("lint allows it when %s", (_why, index) => {
  expect(allowed[index]).toEqual([])
})
