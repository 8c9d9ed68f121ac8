import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import importPlugin from "eslint-plugin-import"
import globals from "globals"
import { readdirSync } from "node:fs"
import { builtinModules } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = dirname(fileURLToPath(import.meta.url))

/** What every studio screen shares (docs/studio.md): below the screens' folders, which import it. */
const STUDIO_SHARED = ["editing", "common", "callables", "session"]
/** The table of screens, the studio's top. */
const STUDIO_TOP = "screens"
/**
 * Every other folder of studio/ is one screen's, read from the disk each time lint starts, so a
 * folder made tomorrow is under the rules below without anyone listing it.
 */
const studioFolders = readdirSync(join(root, "studio"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
for (const name of [...STUDIO_SHARED, STUDIO_TOP]) {
  if (!studioFolders.includes(name)) throw new Error(`eslint.config.mjs names studio/${name}/, which does not exist: rename it here too.`)
}
const STUDIO_SCREENS = studioFolders.filter((name) => !STUDIO_SHARED.includes(name) && name !== STUDIO_TOP)
const inStudio = (names) => names.map((name) => `./studio/${name}`)

/**
 * Who may import whom, by where the imported file is (paths from the repository's root). The
 * functions deploy alone and the contract is what the browser, the build and the functions share,
 * so neither may reach into the site; among the functions, what the enquiries, the studio and the
 * booking share lives in functions/src/common/, below them all; build code makes pages but never imports them, and what every
 * kind of published content shares at build time lives in gatsby/published/, below the kinds; low-level
 * shell code stays free of features; pages reach Firebase only through a feature; the site never
 * bundles the backend or the scripts; and the site and the studio (studio/, compiled apart) meet
 * only through the site's shared parts and the page's hand-over to the app.
 * __tests__/import-boundaries.test.ts shows each zone refusing an import.
 */
const BOUNDARIES = [
  {
    target: "./functions",
    from: "./",
    except: ["./functions", "./contract", "./content", "./node_modules"],
    message: "The functions import only the contract (contract/), the coach's data files (content/) and packages.",
  },
  {
    target: ["./functions/src/studio", "./functions/src/booking", "./functions/src/site", "./functions/src/accounts", "./functions/src/engagements", "./functions/src/client-room", "./functions/src/invoices", "./functions/src/common"],
    from: "./functions/src/enquiries",
    message: "functions/src/enquiries/ holds only the enquiries: what other functions share with them (App Check, mail, limits, retention, sender keys) lives in functions/src/common/.",
  },
  {
    target: "./functions/src/site",
    from: ["./functions/src/booking", "./functions/src/studio", "./functions/src/enquiries", "./functions/src/accounts", "./functions/src/engagements", "./functions/src/client-room", "./functions/src/invoices"],
    message: "functions/src/site/ (the site's identity and her address) sits below the functions that read it: what it shares with them lives in functions/src/common/.",
  },
  {
    target: "./functions/src/common",
    from: ["./functions/src/studio", "./functions/src/booking", "./functions/src/site", "./functions/src/accounts", "./functions/src/engagements", "./functions/src/client-room", "./functions/src/invoices"],
    message: "functions/src/common/ is what every kind of function shares: it imports none of them.",
  },
  {
    target: "./contract",
    from: "./",
    except: ["./contract", "./node_modules"],
    message: "The contract imports only packages: the browser, the build and the functions all import it.",
  },
  {
    target: ["./gatsby", "./gatsby-*.{ts,tsx}"],
    from: ["./src/pages", "./src/templates"],
    message: "Build code makes pages from templates by path; it does not import pages or templates.",
  },
  {
    target: "./gatsby/published",
    from: ["./gatsby/stories", "./gatsby/posts", "./gatsby/pages", "./gatsby/content"],
    message: "What published content shares (gatsby/published/) imports no one kind's code: the stories, posts and pages import it.",
  },
  {
    target: ["./gatsby/content", "./gatsby/stories", "./gatsby/posts"],
    from: "./gatsby/pages",
    message: "The site's settings as the build reads them (node-settings.ts, settings-files.ts) live in gatsby/published/; the content layer and the other kinds import nothing of gatsby/pages/.",
  },
  {
    target: "./gatsby/content",
    from: ["./gatsby/posts", "./gatsby/stories"],
    message: "The content layer (gatsby/content/) sits below the kinds, which import it: what it needs of a kind's files is handed in (gatsby-node.ts), not imported.",
  },
  {
    target: ["./gatsby/posts", "./gatsby/pages"],
    from: "./gatsby/stories",
    message: "Posts and pages take what they share with stories (Firestore, images, the build record) from gatsby/published/, not from the stories' folder.",
  },
  {
    target: ["./src/shell", "./src/theme", "./src/components", "./src/lib"],
    from: "./src/features",
    message: "Low-level shell code does not import features; src/wrap-elements.tsx puts them together.",
  },
  {
    target: ["./src/pages", "./src/templates"],
    from: "./src/firebase",
    message: "Pages reach Firebase only through a feature (src/features/), which owns its setup and loads the SDK when it needs it.",
  },
  {
    target: ["./src", "./studio", "./client"],
    from: ["./functions", "./scripts"],
    message: "The site does not import the functions or the scripts; what they share lives in contract/.",
  },
  {
    target: "./src",
    from: "./gatsby",
    message: "The site does not import build code: what a page's render and the build share lives under src/ (src/head/gatsby-boot-scripts.ts), which the build imports.",
  },
  {
    target: "./hosting",
    from: "./scripts",
    message: "hosting/ sits below the scripts that run it: what both use lives in tooling/.",
  },
  {
    target: "./tooling",
    from: ["./scripts", "./hosting", "./src", "./studio", "./client", "./gatsby", "./functions"],
    message: "tooling/ (Node tools for the scripts, hosting and tests) imports none of their folders.",
  },
  {
    target: "./src",
    from: "./studio",
    message: "The site does not import the studio: the studio page loads its compiled app by address (src/features/studio/studio-loader.tsx).",
  },
  {
    target: "./studio",
    from: ["./src/pages", "./src/templates", "./src/shell", "./src/head", "./gatsby"],
    message: "The studio imports from the site only its shared parts (components, theme, firebase, lib, sections, stories, settings), never pages, templates, the shell or build code.",
  },
  {
    target: inStudio(STUDIO_SHARED),
    from: inStudio([...STUDIO_SCREENS, STUDIO_TOP]),
    message: `What every studio screen shares (${STUDIO_SHARED.map((name) => `${name}/`).join(", ")}) imports no one screen's folder: the screens import it.`,
  },
  {
    target: inStudio(STUDIO_SCREENS),
    from: inStudio([STUDIO_TOP]),
    message: "The table of screens (studio/screens/) is the studio's top: only studio-app.tsx imports it, and a screen leads to another by its address.",
  },
  {
    target: "./studio",
    from: "./src/features",
    except: ["./studio/studio-app-props.ts"],
    message: "The studio imports no feature of the public pages; the page hands it what it needs (src/features/studio/studio-app-props.ts).",
  },
  {
    target: "./src",
    from: "./client",
    message: "The site does not import the client's room: its page loads the compiled app by address (src/features/client-room/client-room-loader.tsx).",
  },
  {
    target: "./client",
    from: ["./src/pages", "./src/templates", "./src/shell", "./src/head", "./gatsby", "./studio"],
    message: "The client's room imports from the site only its shared parts (components, theme, firebase, lib, settings), never pages, templates, the shell, build code or the studio.",
  },
  {
    target: "./studio",
    from: "./client",
    message: "The studio imports nothing of the client's room: what both need lives in the site's shared parts or the contract.",
  },
  {
    target: "./client",
    from: "./src/features",
    except: ["./client-room/client-room-app-props.ts"],
    message: "The client's room imports no feature of the public pages; the page hands it what it needs (src/features/client-room/client-room-app-props.ts).",
  },
]

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "coverage/", "functions/lib/", "test-results/", "playwright-report/", ".local-site/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    settings: { react: { version: "18" } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    plugins: { import: importPlugin },
    // The resolver finds each imported file, so a zone judges where an import lands, not how it is spelt.
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"] } } },
    rules: { "import/no-restricted-paths": ["error", { basePath: root, zones: BOUNDARIES }] },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Node tooling and test helpers load a few packages by a path found at run time or that ship
    // no types (grpc-js beside the Firestore stand-in, subset-font, js-yaml).
    files: ["scripts/**", "hosting/**", "test-support/**"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The pages' code runs in the browser and in Gatsby's HTML renderer, where reading a file with
    // Node's modules is a use Gatsby cannot follow: every later build then renders every page again
    // (gatsby/build-steps/favicon-address.ts). What the renderer needs from files, gatsby-node gives it.
    files: ["src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: builtinModules.flatMap((name) => [name, `node:${name}`]).map((name) => ({ name, message: "src/ runs in the browser and the HTML renderer: read files in gatsby-node and give the renderer what it needs." })),
        },
      ],
    },
  },
  {
    // Playwright fixtures take `{}` and a `use` callback by design; they are not React hooks.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts", "loadershim.js"],
    languageOptions: { globals: { ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
