import { readFileSync } from "node:fs"
import { createServer } from "node:net"

/** Linux's default when the kernel's own setting cannot be read. */
const LINUX_EPHEMERAL: readonly [number, number] = [32768, 60999]
const LOWEST = 10_000
const ATTEMPTS = 200
/** Random draws at most, those of `taken` ports included. */
const MAX_DRAWS = 1_000_000

/**
 * The ports the OS hands out by itself (to port 0 and to every outgoing connection). A port chosen
 * now and bound minutes later (the local live site's, baked into the build) must not be one of
 * them: in a long test run some browser connection or other listener may be sitting on it by then.
 */
export const ephemeralRange = (): readonly [number, number] => {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number)
    return Number.isInteger(low) && Number.isInteger(high) && low <= high ? [low, high] : LINUX_EPHEMERAL
  } catch {
    return LINUX_EPHEMERAL
  }
}

const listenable = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer()
    server.once("error", () => resolve(false))
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)))
  })

/**
 * A port nobody holds right now on 127.0.0.1, outside the OS's ephemeral range (so that only
 * another explicit choice could take it before it is bound), picked at random below that range or,
 * where the range starts too low, above it. `taken`: ports chosen already and not yet bound (the
 * local backend picks nine before it starts any), which a random pick could otherwise repeat.
 */
export const freePort = async (taken: ReadonlySet<number> = new Set()): Promise<number> => {
  const [low, high] = ephemeralRange()
  const [from, to] = low - LOWEST >= 1_000 ? [LOWEST, low - 1] : [high + 1, 65_535]
  let tried = 0
  for (let draw = 0; draw < MAX_DRAWS && tried < ATTEMPTS; draw += 1) {
    const port = from + Math.floor(Math.random() * (to - from + 1))
    if (taken.has(port)) continue
    tried += 1
    if (await listenable(port)) return port
  }
  throw new Error(`No free port on 127.0.0.1 between ${from} and ${to} after ${tried} tries.`)
}

/** Picks free ports one after another, each avoiding `taken` and every port it picked before. */
export const portPicker = (taken: Iterable<number> = []): (() => Promise<number>) => {
  const chosen = new Set(taken)
  return async () => {
    const port = await freePort(chosen)
    chosen.add(port)
    return port
  }
}
