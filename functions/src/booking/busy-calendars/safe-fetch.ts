/**
 * Fetches one of the coach's calendars from the address she gave, which anyone could have typed:
 * so only over https, only from public addresses (checked after DNS resolution, and the connection
 * made to the very address checked, so a name that resolves again differently cannot slip through),
 * within a size and a time limit, following a few redirects, each checked as the first address.
 * Errors say what went wrong in words for the studio and never carry the address, whose path is
 * her calendar's secret.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import { request as httpRequest, type IncomingMessage } from "node:http"
import { request as httpsRequest } from "node:https"
import { isIP, type Socket } from "node:net"
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib"
import type { Readable } from "node:stream"
import { judgeAddress } from "./public-address"

export type FetchProblem = "not-https" | "not-public" | "not-found-in-dns" | "too-large" | "too-slow" | "too-many-redirects" | "refused-by-server" | "unreachable"

export class CalendarFetchError extends Error {
  constructor(
    readonly problem: FetchProblem,
    message: string,
  ) {
    super(message)
    this.name = "CalendarFetchError"
  }
}

/** How names are resolved: node's resolver, or the tests' own table of names. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>

export interface FetchPolicy {
  /**
   * Loopback addresses allowed, and plain http to them: only for the local backend, whose
   * calendars are served on 127.0.0.1 (see `fetchPolicy`). Private and other special ranges stay
   * refused even then.
   */
  allowLoopback: boolean
  maxBytes: number
  timeoutMs: number
  maxRedirects: number
  resolve?: Resolve
}

export const CALENDAR_FETCH_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 3 } as const

/** The setting that lets the local backend's functions read a calendar from 127.0.0.1. */
export const LOCAL_LOOPBACK_SETTING = "BUSY_CALENDARS_LOCAL_LOOPBACK"

/**
 * The policy the functions run with. Loopback only in the Functions emulator AND with the local
 * backend's explicit setting: a deployed function never has FUNCTIONS_EMULATOR, so the setting
 * alone, copied into production by mistake, lets nothing through.
 */
export const fetchPolicy = (env: NodeJS.ProcessEnv = process.env): FetchPolicy => ({
  ...CALENDAR_FETCH_LIMITS,
  allowLoopback: env.FUNCTIONS_EMULATOR === "true" && env[LOCAL_LOOPBACK_SETTING] === "true",
})

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))))

/** `webcal://` is how calendars say "subscribe to this https address". */
export const normaliseCalendarAddress = (address: string): string => address.trim().replace(/^webcals?:\/\//i, "https://")

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/** The addresses a hop may connect to, every one of them checked; an address of each kind refused names the worst. */
const addressesFor = async (url: URL, policy: FetchPolicy): Promise<LookupAddress[]> => {
  const host = url.hostname.replace(/^\[|\]$/g, "")
  let found: LookupAddress[]
  if (isIP(host)) found = [{ address: host, family: isIP(host) }]
  else {
    try {
      found = await (policy.resolve ?? systemResolve)(host)
    } catch {
      throw new CalendarFetchError("not-found-in-dns", "its server's name could not be found")
    }
  }
  if (found.length === 0) throw new CalendarFetchError("not-found-in-dns", "its server's name could not be found")
  const verdicts = found.map((entry) => judgeAddress(entry.address))
  // Every address the name has must pass: one private among public ones would be tried by some client.
  if (verdicts.some((verdict) => verdict === "refused" || (verdict === "loopback" && !policy.allowLoopback))) {
    throw new CalendarFetchError("not-public", "it points to a private or internal network address, which is never fetched")
  }
  if (url.protocol === "http:" && !verdicts.every((verdict) => verdict === "loopback")) throw new CalendarFetchError("not-https", "it must be an https:// address")
  return found
}

const decoded = (response: IncomingMessage): Readable => {
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase()
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip())
  if (encoding === "deflate") return response.pipe(createInflate())
  if (encoding === "br") return response.pipe(createBrotliDecompress())
  return response
}

interface Hop {
  response: IncomingMessage
  done: () => void
}

/** One request to one checked address; the socket is checked again once connected. */
const requestOnce = (url: URL, addresses: LookupAddress[], policy: FetchPolicy, signal: AbortSignal): Promise<Hop> =>
  new Promise((resolve, reject) => {
    const [first] = addresses
    const send = url.protocol === "https:" ? httpsRequest : httpRequest
    const request = send(url, {
      method: "GET",
      signal,
      // A connection of its own, never one pooled from an earlier fetch to the same name.
      agent: false,
      headers: { Accept: "text/calendar, */*;q=0.5", "Accept-Encoding": "gzip, deflate, br", "User-Agent": "coach-site-busy-times/1" },
      // Connect to the address just checked, not to whatever a second resolution would answer.
      lookup: (_hostname, options, callback) => (options.all ? callback(null, [first]) : callback(null, first.address, first.family)),
    })
    request.on("socket", (socket: Socket) => {
      socket.once("connect", () => {
        const verdict = judgeAddress(socket.remoteAddress ?? "")
        if (verdict === "refused" || (verdict === "loopback" && !policy.allowLoopback)) {
          request.destroy(new CalendarFetchError("not-public", "it points to a private or internal network address, which is never fetched"))
        }
      })
    })
    request.once("response", (response) => resolve({ response, done: () => response.destroy() }))
    request.once("error", reject)
    request.end()
  })

const readLimited = (stream: Readable, maxBytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        stream.destroy()
        reject(new CalendarFetchError("too-large", `it is larger than ${MB(maxBytes)}`))
        return
      }
      chunks.push(chunk)
    })
    stream.once("end", () => resolve(Buffer.concat(chunks)))
    stream.once("error", reject)
  })

const asFetchError = (error: unknown, signal: AbortSignal, policy: FetchPolicy): CalendarFetchError => {
  if (error instanceof CalendarFetchError) return error
  if (signal.aborted) return new CalendarFetchError("too-slow", `it did not answer within ${policy.timeoutMs / 1000} seconds`)
  const code = (error as { code?: unknown }).code
  // zlib's and brotli's codes for a compressed answer that does not unpack.
  if (typeof code === "string" && /^(Z_|ERR_BROTLI|ERR__ERROR)/.test(code)) return new CalendarFetchError("refused-by-server", "its answer could not be read")
  if (typeof code === "string" && /CERT|SSL|TLS/.test(code)) return new CalendarFetchError("unreachable", "its server's certificate is not valid")
  return new CalendarFetchError("unreachable", "its server could not be reached")
}

/** The calendar's text, or a CalendarFetchError saying why not. */
export const fetchCalendarText = async (address: string, policy: FetchPolicy): Promise<string> => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs)
  // Every wait (the name, the connection, the answer's last byte) ends when the time is up.
  const timeUp = new Promise<never>((_, reject) =>
    controller.signal.addEventListener("abort", () => reject(new CalendarFetchError("too-slow", `it did not answer within ${policy.timeoutMs / 1000} seconds`))),
  )
  timeUp.catch(() => undefined)
  const inTime = <T>(work: Promise<T>): Promise<T> => Promise.race([work, timeUp])
  try {
    let url: URL
    try {
      url = new URL(normaliseCalendarAddress(address))
    } catch {
      throw new CalendarFetchError("not-https", "it is not a web address")
    }
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== "https:" && !(url.protocol === "http:" && policy.allowLoopback)) throw new CalendarFetchError("not-https", "it must be an https:// address")
      const addresses = await inTime(addressesFor(url, policy))
      const { response, done } = await inTime(requestOnce(url, addresses, policy, controller.signal))
      const status = response.statusCode ?? 0
      if (status >= 300 && status < 400 && status !== 304) {
        done()
        const location = response.headers.location
        if (!location) throw new CalendarFetchError("refused-by-server", `it answered ${status} without saying where to go`)
        if (redirects >= policy.maxRedirects) throw new CalendarFetchError("too-many-redirects", `it redirected more than ${policy.maxRedirects} times`)
        url = new URL(location, url)
        continue
      }
      if (status !== 200) {
        done()
        throw new CalendarFetchError("refused-by-server", `it answered ${status}${status === 404 || status === 410 ? " (no calendar at that address: was it reset?)" : status === 401 || status === 403 ? " (not shared publicly)" : ""}`)
      }
      const declared = Number(response.headers["content-length"])
      if (Number.isFinite(declared) && declared > policy.maxBytes) {
        done()
        throw new CalendarFetchError("too-large", `it is larger than ${MB(policy.maxBytes)}`)
      }
      // The limit applies to what it unpacks to, so a small compressed bomb is refused too.
      try {
        return (await inTime(readLimited(decoded(response), policy.maxBytes))).toString("utf8")
      } finally {
        done()
      }
    }
  } catch (error) {
    throw asFetchError(error, controller.signal, policy)
  } finally {
    clearTimeout(timer)
  }
}
