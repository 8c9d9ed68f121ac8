import { isIP } from "node:net"

/** The parts of the incoming HTTP request the address is read from. */
export interface ForwardedRequest {
  headers: Record<string, string | string[] | undefined>
  socket?: { remoteAddress?: string }
}

const forwardedFor = (headers: ForwardedRequest["headers"]): string[] => {
  const value = headers["x-forwarded-for"]
  return (Array.isArray(value) ? value.join(",") : (value ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/**
 * The address the request came from, as the platform saw it.
 *
 * Not `request.rawRequest.ip`: Express sets that to the left-most X-Forwarded-For entry, which is
 * whatever the caller wrote in the header. Google's front end, which answers a Cloud Functions (2nd
 * gen) / Cloud Run URL, adds the address it received the connection from at the end of the header
 * (a caller who sends `X-Forwarded-For: a` arrives as `a, <their address>`), so the right-most entry
 * is the one the caller cannot choose. `proxiesInFront` counts entries that proxies of the project's
 * own (an external HTTPS load balancer adds `<client>, <its own address>`) append after it.
 *
 * The Functions emulator passes the header through untouched and appends nothing, so there the
 * socket's address is used instead (every local caller is 127.0.0.1).
 */
export const platformClientAddress = (request: ForwardedRequest, { proxiesInFront = 0, emulator = false } = {}): string => {
  const socket = request.socket?.remoteAddress ?? "unknown"
  if (emulator) return socket
  const entries = forwardedFor(request.headers)
  const entry = entries[entries.length - 1 - proxiesInFront]
  return entry && isIP(stripPort(entry)) ? stripPort(entry) : socket
}

/** An IPv4 entry may carry a port (`203.0.113.9:4431`); IPv6 ones come bare or bracketed. */
const stripPort = (entry: string): string => {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)
  if (bracketed) return bracketed[1]
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry)
  return v4 ? v4[1] : entry
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded and an embedded IPv4 tail converted. */
const ipv6Groups = (address: string): number[] => {
  let text = address.split("%")[0].toLowerCase()
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1].split(".").map(Number)
    text = `${text.slice(0, -v4Tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split("::")
  const part = (side: string | undefined) => (side ? side.split(":").map((group) => parseInt(group, 16)) : [])
  const start = part(head)
  const end = part(tail)
  const fill = tail === undefined ? [] : Array<number>(8 - start.length - end.length).fill(0)
  return [...start, ...fill, ...end]
}

/**
 * Who counts as one sender for the rate limit: an IPv4 address, or an IPv6 /64. One subscriber line
 * or host is usually given a whole /64, so counting single IPv6 addresses would let one sender use
 * billions of them. An IPv4 address written as IPv6 (`::ffff:203.0.113.9`) counts as the IPv4 one.
 */
export const senderBucket = (address: string): string => {
  if (isIP(address) !== 6) return address
  const groups = ipv6Groups(address)
  const mappedV4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mappedV4) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".")
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`
}
