/**
 * Which network addresses a calendar may be fetched from: public unicast ones only, judged by
 * ipaddr.js's table of special ranges (loopback, private, link-local and the metadata server at
 * 169.254.169.254, carrier-grade NAT, IPv6 unique-local and link-local, and the IPv6 forms that
 * carry an IPv4 address: mapped, NAT64, 6to4, Teredo). Anything the table does not call unicast
 * is refused, so a range it learns later is refused rather than let through.
 */
import ipaddr from "ipaddr.js"

export type AddressVerdict = "public" | "loopback" | "refused"

export const judgeAddress = (address: string): AddressVerdict => {
  if (!ipaddr.isValid(address)) return "refused"
  let parsed = ipaddr.parse(address)
  // ::ffff:127.0.0.1 is 127.0.0.1: judge the IPv4 address it carries.
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  const range = parsed.range()
  if (range === "unicast") return "public"
  return range === "loopback" ? "loopback" : "refused"
}
