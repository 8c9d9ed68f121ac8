/**
 * Which network addresses a calendar may be fetched from: public unicast ones only, judged by
 * ipaddr.js's table of special ranges (loopback, private, link-local and the metadata server at
 * 169.254.169.254, carrier-grade NAT, IPv6 unique-local and link-local, and the IPv6 forms that
 * carry an IPv4 address: mapped, NAT64, 6to4, Teredo). Anything the table does not call unicast
 * is refused, so a range it learns later is refused rather than let through. Two ranges the table
 * calls unicast are refused too: the IPv4-compatible addresses (::/96, deprecated by RFC 4291,
 * `::7f00:1` being 127.0.0.1 to some stacks) and NAT64's local-use prefix (64:ff9b:1::/48, RFC
 * 8215), which a network's own translator may route to its private IPv4 addresses.
 */
import { isIP } from "node:net"
import ipaddr from "ipaddr.js"

export type AddressVerdict = "public" | "loopback" | "refused"

const ALSO_REFUSED = ["::/96", "64:ff9b:1::/48"].map((range) => ipaddr.IPv6.parseCIDR(range))

/**
 * An IPv6 address written as the URL parser writes it, all in hex: ipaddr.js reads `::127.0.0.1`
 * as the IPv4-mapped `::ffff:127.0.0.1`, where the connection goes to `::7f00:1`.
 */
const canonical = (address: string): string | null => {
  if (isIP(address) !== 6) return address
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1)
  } catch {
    // A zone index (fe80::1%eth0) is no address on the internet.
    return null
  }
}

export const judgeAddress = (address: string): AddressVerdict => {
  const written = canonical(address)
  if (written === null || !ipaddr.isValid(written)) return "refused"
  let parsed = ipaddr.parse(written)
  // ::ffff:127.0.0.1 is 127.0.0.1: judge the IPv4 address it carries.
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  const range = parsed.range()
  if (range === "loopback") return "loopback"
  if (parsed.kind() === "ipv6" && ALSO_REFUSED.some((cidr) => (parsed as ipaddr.IPv6).match(cidr))) return "refused"
  return range === "unicast" ? "public" : "refused"
}
