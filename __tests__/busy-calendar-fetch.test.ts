/**
 * @jest-environment node
 *
 * Fetching one of her calendars from an address anyone could have typed into the studio: only
 * https, only public addresses (judged after DNS resolution, every address a name has, and each
 * redirect judged again), a size and a time limit, and never the address in what is said. The
 * local backend's exception (loopback over http) holds only in the Functions emulator with its
 * explicit setting. Real servers on 127.0.0.1 play her calendar's host; names are resolved by a
 * stand-in resolver, as a hostile DNS answer would resolve them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { gzipSync } from "node:zlib"
import { CalendarFetchError, fetchCalendarText, fetchPolicy, type FetchPolicy, type FetchProblem } from "../functions/src/booking/busy-calendars/safe-fetch"
import { judgeAddress } from "../functions/src/booking/busy-calendars/public-address"

const CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n"
const SECRET = "private-4f9c2e7a1b/basic.ics"

/** What a hostile or careless DNS answers for each name. */
const DNS: Record<string, string[]> = {
  "calendar.example.com": ["93.184.215.14"],
  "loopback.example.com": ["127.0.0.1"],
  "intranet.example.com": ["10.20.30.40"],
  "metadata.example.com": ["169.254.169.254"],
  "cgnat.example.com": ["100.64.12.1"],
  "ula.example.com": ["fd12:3456:789a::1"],
  "v6-link-local.example.com": ["fe80::1"],
  "mapped.example.com": ["::ffff:10.0.0.1"],
  "mixed.example.com": ["93.184.215.14", "192.168.1.1"],
  "compatible.example.com": ["::7f00:1"],
  "compatible-private.example.com": ["::10.0.0.1"],
  "nat64-local.example.com": ["64:ff9b:1::a00:1"],
}
const resolved: string[] = []
const resolve: FetchPolicy["resolve"] = async (hostname) => {
  resolved.push(hostname)
  const addresses = DNS[hostname]
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" })
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))
}

const PRODUCTION = { ...fetchPolicy({}), resolve }
/** The local backend: the Functions emulator with its explicit setting. */
const LOCAL = { ...fetchPolicy({ FUNCTIONS_EMULATOR: "true", BUSY_CALENDARS_LOCAL_LOOPBACK: "true" }), resolve }

const problemOf = async (address: string, policy: FetchPolicy): Promise<{ problem: FetchProblem; message: string }> => {
  try {
    await fetchCalendarText(address, policy)
  } catch (error) {
    if (error instanceof CalendarFetchError) return { problem: error.problem, message: error.message }
    throw error
  }
  throw new Error("fetched")
}

let server: Server
let base = ""
const requests: string[] = []
let answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end(CALENDAR)

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? "")
    answer(request, response)
  })
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((done) => server.close(done)))
beforeEach(() => {
  requests.length = 0
  resolved.length = 0
  answer = (_request, response) => response.end(CALENDAR)
})

describe("the addresses a calendar is fetched from", () => {
  test.each([
    ["loopback.example.com", "127.0.0.1"],
    ["intranet.example.com", "10.x"],
    ["metadata.example.com", "the metadata server"],
    ["cgnat.example.com", "carrier-grade NAT"],
    ["ula.example.com", "an IPv6 unique-local address"],
    ["v6-link-local.example.com", "an IPv6 link-local address"],
    ["mapped.example.com", "an IPv4-mapped private address"],
    ["mixed.example.com", "a private address beside a public one"],
    ["compatible.example.com", "an IPv4-compatible IPv6 address of 127.0.0.1"],
    ["compatible-private.example.com", "an IPv4-compatible IPv6 address of 10.0.0.1"],
    ["nat64-local.example.com", "NAT64's local-use prefix"],
  ])("a name resolving to %s (%s) is refused before anything is sent", async (host) => {
    const refused = await problemOf(`https://${host}/calendar/ical/${SECRET}`, PRODUCTION)
    expect(refused.problem).toBe("not-public")
    expect(resolved).toEqual([host])
  })

  test("addresses written as numbers are judged the same", async () => {
    for (const address of ["https://169.254.169.254/computeMetadata/v1/", "https://[::1]/", "https://[::ffff:127.0.0.1]/", "https://0.0.0.0/", "https://[64:ff9b::a00:1]/"]) {
      expect((await problemOf(address, PRODUCTION)).problem).toBe("not-public")
    }
    // A documentation range is not on the internet either.
    expect(judgeAddress("203.0.113.10")).toBe("refused")
    expect(judgeAddress("8.8.8.8")).toBe("public")
    expect(judgeAddress("2a00:1450:4009:81f::200e")).toBe("public")
  })

  test("IPv4-compatible IPv6 (::/96) and NAT64's local-use prefix (64:ff9b:1::/48) are refused in any spelling, even where loopback is allowed", async () => {
    for (const address of ["::127.0.0.1", "::7f00:1", "::8.8.8.8", "::a00:1", "0:0:0:0:0:0:c0a8:101", "64:ff9b:1::a00:1", "64:ff9b:1:ffff::7f00:1", "64:FF9B:1::8.8.8.8"]) {
      expect([address, judgeAddress(address)]).toEqual([address, "refused"])
    }
    for (const address of ["https://[::7f00:1]/", "https://[::127.0.0.1]/", "https://[64:ff9b:1::a00:1]/"]) {
      expect((await problemOf(address, LOCAL)).problem).toBe("not-public")
    }
    expect(judgeAddress("::1")).toBe("loopback")
    expect(judgeAddress("2a00:1450:4009:81f::200e")).toBe("public")
  })

  test("http is refused, and webcal:// is read as https", async () => {
    expect(await problemOf(`http://calendar.example.com/${SECRET}`, PRODUCTION)).toMatchObject({ problem: "not-https" })
    expect(resolved).toEqual([])
    expect((await problemOf(`webcal://intranet.example.com/${SECRET}`, PRODUCTION)).problem).toBe("not-public")
  })

  test("in production a calendar on 127.0.0.1 is refused even with the local setting, and nothing reaches it", async () => {
    const production = fetchPolicy({ BUSY_CALENDARS_LOCAL_LOOPBACK: "true" })
    expect(production.allowLoopback).toBe(false)
    expect(fetchPolicy({ FUNCTIONS_EMULATOR: "true" }).allowLoopback).toBe(false)
    expect((await problemOf(`${base}/${SECRET}`, production)).problem).toBe("not-https")
    expect((await problemOf(`${base.replace("http:", "https:")}/${SECRET}`, production)).problem).toBe("not-public")
    expect(requests).toEqual([])
  })

  test("the local backend reads a calendar from 127.0.0.1, but never from a private address", async () => {
    await expect(fetchCalendarText(`${base}/${SECRET}`, LOCAL)).resolves.toBe(CALENDAR)
    expect((await problemOf(`https://intranet.example.com/${SECRET}`, LOCAL)).problem).toBe("not-public")
    expect((await problemOf(`http://calendar.example.com/${SECRET}`, LOCAL)).problem).toBe("not-https")
  })
})

describe("redirects, size and time", () => {
  const redirectTo = (location: (url: string) => string) => (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(302, { Location: location(request.url ?? "") }).end()
  }

  test("a redirect to a private address is refused", async () => {
    for (const target of ["http://10.0.0.7/calendar.ics", "https://metadata.example.com/computeMetadata/v1/", "http://[fd00::1]/"]) {
      answer = redirectTo(() => target)
      expect((await problemOf(`${base}/${SECRET}`, LOCAL)).problem).toBe("not-public")
    }
  })

  test("up to three redirects are followed, a fourth is refused", async () => {
    answer = (request, response) => {
      const hops = Number(/hop=(\d+)/.exec(request.url ?? "")?.[1] ?? 0)
      if (hops < 3) response.writeHead(301, { Location: `/next?hop=${hops + 1}` }).end()
      else response.end(CALENDAR)
    }
    await expect(fetchCalendarText(`${base}/start?hop=0`, LOCAL)).resolves.toBe(CALENDAR)
    requests.length = 0
    answer = (request, response) => response.writeHead(302, { Location: `/again${request.url}` }).end()
    expect((await problemOf(`${base}/${SECRET}`, LOCAL)).problem).toBe("too-many-redirects")
    expect(requests.length).toBe(4)
  })

  test("a calendar over 5 MB is refused, declared or not, and compressed or not", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, "A")
    answer = (_request, response) => response.writeHead(200, { "Content-Length": String(big.length) }).end(big)
    expect(await problemOf(`${base}/${SECRET}`, LOCAL)).toEqual({ problem: "too-large", message: "it is larger than 5 MB" })
    answer = (_request, response) => {
      response.writeHead(200)
      for (let sent = 0; sent < 6; sent += 1) response.write(Buffer.alloc(1024 * 1024, "B"))
      response.end()
    }
    expect((await problemOf(`${base}/${SECRET}`, LOCAL)).problem).toBe("too-large")
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024))
    answer = (_request, response) => response.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": String(bomb.length) }).end(bomb)
    expect(bomb.length).toBeLessThan(100 * 1024)
    expect((await problemOf(`${base}/${SECRET}`, LOCAL)).problem).toBe("too-large")
  })

  test("a server that answers too slowly, or trickles, is given up on", async () => {
    const quick = { ...LOCAL, timeoutMs: 400 }
    answer = () => undefined
    expect(await problemOf(`${base}/${SECRET}`, quick)).toEqual({ problem: "too-slow", message: "it did not answer within 0.4 seconds" })
    answer = (_request, response) => {
      response.writeHead(200)
      const drip = setInterval(() => (response.writableEnded || response.destroyed ? clearInterval(drip) : response.write("X")), 50)
      response.once("close", () => clearInterval(drip))
    }
    const started = Date.now()
    expect((await problemOf(`${base}/${SECRET}`, quick)).problem).toBe("too-slow")
    expect(Date.now() - started).toBeLessThan(2000)
  })

  test("what went wrong is said without the address, and a 404 suggests the address was reset", async () => {
    answer = (_request, response) => response.writeHead(404).end("Not found")
    const refused = await problemOf(`${base}/${SECRET}`, LOCAL)
    expect(refused).toEqual({ problem: "refused-by-server", message: "it answered 404 (no calendar at that address: was it reset?)" })
    for (const host of Object.keys(DNS)) {
      const { message } = await problemOf(`https://${host}/${SECRET}`, PRODUCTION)
      expect(message).not.toContain("private-4f9c2e7a1b")
      expect(message).not.toContain(host)
    }
  })
})
