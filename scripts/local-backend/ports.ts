/** The local backend's ports: firebase.json names the defaults; a run may ask for others. */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { portPicker } from "../../tooling/free-port"
import { projectRoot } from "../project-root"

/** The local build hook's port; the live site it builds is served on firebase.json's hosting port. */
export const BUILD_HOOK_PORT = 5032

export interface Ports {
  liveSite: number
  buildHook: number
  firestore: number
  /** The Storage stand-in (storage-stand-in.ts), on firebase.json's `storage` entry, the real emulator's key. */
  storage: number
  auth: number
  functions: number
  hub: number
  logging: number
  eventarc: number
  tasks: number
}

interface EmulatorsBlock {
  emulators: Record<"hosting" | "firestore" | "storage" | "auth" | "functions" | "hub" | "logging" | "eventarc" | "tasks", { host: string; port: number }>
}

/** firebase.json's emulators block, where the default ports and hosts are named once. */
export const emulatorsBlock = (root = projectRoot): EmulatorsBlock["emulators"] =>
  (JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")) as EmulatorsBlock).emulators

/** The default ports, named once in firebase.json (and the build hook's above). */
export const defaultPorts = (): Ports => {
  const emulators = emulatorsBlock()
  return {
    liveSite: emulators.hosting.port,
    buildHook: BUILD_HOOK_PORT,
    firestore: emulators.firestore.port,
    storage: emulators.storage.port,
    auth: emulators.auth.port,
    functions: emulators.functions.port,
    hub: emulators.hub.port,
    logging: emulators.logging.port,
    eventarc: emulators.eventarc.port,
    tasks: emulators.tasks.port,
  }
}

/** This run's ports: firebase.json's, except those `wanted` names (0: any free port). */
export const choosePorts = async (wanted: Partial<Ports>): Promise<Ports> => {
  const ports = defaultPorts()
  const names = Object.keys(ports) as Array<keyof Ports>
  // None is bound until the emulators start, so each pick must avoid the others (a repeat left the
  // Eventarc emulator "port taken" in one browser-test run).
  const pick = portPicker(names.map((name) => wanted[name] ?? ports[name]).filter((port) => port !== 0))
  for (const name of names) {
    const port = wanted[name] ?? ports[name]
    ports[name] = port === 0 ? await pick() : port
  }
  return ports
}
