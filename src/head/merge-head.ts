import * as React from "react"
import { DEFAULT_KEY_PREFIX } from "./default-head"

type HeadProps = { name?: string; property?: string; rel?: string; itemProp?: string }

/** What makes two head tags "the same tag": the meta name/property or the link rel. */
const identity = (node: React.ReactNode): string | undefined => {
  if (!React.isValidElement<HeadProps>(node)) return undefined
  const { name, property, rel } = node.props
  if (node.type === "meta") return name ? `name:${name}` : property ? `property:${property}` : undefined
  if (node.type === "link" && rel === "canonical") return "link:canonical"
  return undefined
}

const isDefault = (node: React.ReactNode): boolean =>
  React.isValidElement(node) && typeof node.key === "string" && node.key.startsWith(DEFAULT_KEY_PREFIX)

/**
 * Drops each site-wide default that the page replaced with its own tag, so a crawler sees one
 * og:title, one description and one canonical. Helmet hands its tags over as nested arrays.
 */
export const mergeHead = (components: React.ReactNode[]): React.ReactNode[] => {
  const flat = components.flat(2) as React.ReactNode[]
  const pageOwned = new Set(flat.filter((node) => !isDefault(node)).map(identity).filter(Boolean))
  return flat.filter((node) => !isDefault(node) || !pageOwned.has(identity(node)))
}
