/** Types of hosting-emulator.js (plain CommonJS, so Node scripts load it without a build step). */
import type { Env, HostingConfig } from "./hosting-config"

export interface RunningHosting {
  url: string
  stop: () => Promise<void>
}

export const startHostingEmulator: (options?: { publicDir?: string; env?: Env; port?: number; hosting?: HostingConfig }) => Promise<RunningHosting>
export const freePort: () => Promise<number>
