/**
 * @jest-environment node
 *
 * The ports the local backend and the browser tests choose up front (the local live site's is baked
 * into the build it serves minutes later) are free when chosen and outside the range the OS hands
 * out to outgoing connections, so a long test run's traffic cannot be sitting on one when it is bound.
 */
import { createServer, type Server } from "node:net"
import { ephemeralRange, freePort } from "../tooling/free-port"

const listenOn = (port: number): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy())
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(server))
  })

const close = (server: Server): Promise<void> => new Promise((done) => server.close(() => done()))

describe("freePort", () => {
  it("gives free ports that can be listened on, none of them in the OS's ephemeral range", async () => {
    const [low, high] = ephemeralRange()
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()))
    for (const port of ports) expect(port < low || port > high).toBe(true)
    const servers: Server[] = []
    for (const port of new Set(ports)) servers.push(await listenOn(port))
    await Promise.all(servers.map(close))
  })

  it("never gives a port it is told is taken: a run's picks, none bound yet, stay apart", async () => {
    // The range it picks from (free-port.ts): below the ephemeral range, or above it where that starts low.
    const [low, high] = ephemeralRange()
    const [from, to] = low - 10_000 >= 1_000 ? [10_000, low - 1] : [high + 1, 65_535]
    // All but twenty ports of its range taken: every answer is one of the twenty, and each differs.
    const open = new Set(Array.from({ length: 20 }, (_, index) => from + Math.floor(((to - from) * (index + 1)) / 21)))
    const taken = new Set<number>()
    for (let port = from; port <= to; port += 1) if (!open.has(port)) taken.add(port)
    const picked: number[] = []
    for (let pick = 0; pick < 5; pick += 1) {
      const port = await freePort(taken)
      picked.push(port)
      taken.add(port)
    }
    expect(picked.every((port) => open.has(port))).toBe(true)
    expect(new Set(picked).size).toBe(5)
  })
})
