/**
 * A post's address as its file gives it: its frontmatter slug, or else the name of its folder
 * (blog/<slug>/index.md) or file. gatsby/posts/ makes it each post's field `slug`.
 */
export const postSlug = (relativePath: string, frontmatterSlug?: unknown): string => {
  if (typeof frontmatterSlug === "string" && frontmatterSlug.trim()) return frontmatterSlug.trim()
  const parts = relativePath.replace(/\\/g, "/").split("/")
  const last = parts[parts.length - 1].replace(/\.mdx?$/, "")
  return last === "index" && parts.length > 1 ? parts[parts.length - 2] : last
}
