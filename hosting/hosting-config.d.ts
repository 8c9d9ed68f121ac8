/** Types of hosting-config.js (plain CommonJS, so Node scripts load it without a build step). */
export type Env = Record<string, string | undefined>

export interface HostingHeader {
  key: string
  value: string
}

export type HostingHeaderRule = { headers: HostingHeader[] } & ({ source: string } | { regex: string })

export interface HostingConfig {
  public: string
  trailingSlash: boolean
  ignore: string[]
  headers: HostingHeaderRule[]
  /** Commands Firebase runs before deploying hosting (the deployment's block only). */
  predeploy?: string[]
}

export const STUDIO_PAGE: string
/** The address pattern (a regular expression's source) of a web story page, an AMP document. */
export const STORY_PAGE: string
export const hostingConfig: (env?: Env) => HostingConfig
export const deploymentHostingConfig: (env?: Env) => HostingConfig
export const deploymentEnv: (file?: string) => Env
export const EMULATOR_VARIABLES: readonly string[]
export const NO_CACHE: string
export const IMMUTABLE: string
