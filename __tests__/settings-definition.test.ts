/**
 * @jest-environment node
 *
 * The site's bundles are built with the settings of the build's SiteSettings node (her published
 * settings over content/site.json's): the definition the webpack step adds is what src/settings.ts
 * reads, and without one (outside a build) the module reads the file.
 */
import type { CreateWebpackConfigArgs } from "gatsby"
import { giveBundlesTheSettings, SETTINGS_VARIABLE, SITE_SETTINGS_TYPE } from "../gatsby/pages/settings-node"
import { siteFile } from "../gatsby/published/settings-files"
import type { SiteSettings } from "../contract/site-schema"

const definitionsFor = (nodes: Array<{ settings: SiteSettings }>): Record<string, string> => {
  const defined: Record<string, string> = {}
  const args = {
    actions: { setWebpackConfig: ({ plugins }: { plugins: Array<Record<string, string>> }) => Object.assign(defined, ...plugins) },
    plugins: { define: (definitions: Record<string, string>) => definitions },
    getNodesByType: (type: string) => (type === SITE_SETTINGS_TYPE ? nodes : []),
  } as unknown as CreateWebpackConfigArgs // only the three members the step reads
  giveBundlesTheSettings(args)
  return defined
}

/** src/settings.ts as a bundle built with these definitions reads it (a definition's code is the JSON of a string). */
const settingsModule = (defined: Record<string, string>): typeof import("../src/settings") => {
  const variable = SETTINGS_VARIABLE.replace(/^process\.env\./, "")
  const before = process.env[variable]
  if (defined[SETTINGS_VARIABLE] === undefined) delete process.env[variable]
  else process.env[variable] = JSON.parse(defined[SETTINGS_VARIABLE]) as string
  try {
    let read: typeof import("../src/settings") | undefined
    jest.isolateModules(() => {
      read = jest.requireActual<typeof import("../src/settings")>("../src/settings")
    })
    return read as typeof import("../src/settings")
  } finally {
    if (before === undefined) delete process.env[variable]
    else process.env[variable] = before
  }
}

it("gives the pages her published name, fees and call to action from the build's node", () => {
  const hers = { ...siteFile(), name: "Eleanor Whitcombe Coaching", showPrices: false, callToAction: { ...siteFile().callToAction, label: "Talk to Eleanor this week" } }
  const { settings, siteTitle, bundledSettings } = settingsModule(definitionsFor([{ settings: hers }]))
  expect(settings).toEqual(bundledSettings(hers))
  expect(settings).toMatchObject({ name: "Eleanor Whitcombe Coaching", showPrices: false })
  expect(siteTitle).toBe("Executive & Startup Coach | Eleanor Whitcombe Coaching")
})

it("reads the file where no build gave the settings", () => {
  const { settings, bundledSettings } = settingsModule({})
  expect(settings).toEqual(bundledSettings(siteFile()))
})

it("leaves her business details, her bank account among them, out of what the bundles are given", () => {
  const file = siteFile()
  const defined = definitionsFor([{ settings: file }])[SETTINGS_VARIABLE]
  expect(defined).toContain(file.name)
  expect(defined).not.toContain(file.business.bank.accountNumber)
  expect(defined).not.toContain(file.business.bank.sortCode)
  expect(defined).not.toContain("business")
  expect(settingsModule({}).settings).not.toHaveProperty("business")
})

it("stops the build, naming where the settings are made, when sourcing made none", () => {
  expect(() => definitionsFor([])).toThrow(/No SiteSettings node.*gatsby\/pages\/source-pages\.ts/)
})
