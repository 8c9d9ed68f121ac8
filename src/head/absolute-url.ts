import { settings } from "../settings"

/** An absolute URL on the site for a path ("/about" -> "https://.../about/"); absolute URLs pass through. */
export const absoluteUrl = (path: string): string => {
  if (/^https?:\/\//.test(path)) return path
  const withSlash = path.startsWith("/") ? path : `/${path}`
  // Pages are served as folders, so the canonical form ends in a slash (files such as .png do not).
  const canonical = /\.[a-z0-9]+$/i.test(withSlash) || withSlash.endsWith("/") ? withSlash : `${withSlash}/`
  return `${settings.siteUrl}${canonical}`
}
