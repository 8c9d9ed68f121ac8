import * as React from "react"
import { Link } from "gatsby"

export interface TextLink {
  /** Words that appear in the text and become the link. */
  words: string
  /** A site path. */
  to: string
}

/** A sentence from content/ with some of its words linked, each at its first occurrence. */
export const LinkedText: React.FC<{ text: string; links: readonly TextLink[] }> = ({ text, links }) => {
  const parts: React.ReactNode[] = []
  let rest = text
  for (const link of [...links].sort((a, b) => text.indexOf(a.words) - text.indexOf(b.words))) {
    const at = rest.indexOf(link.words)
    if (at < 0) continue
    parts.push(rest.slice(0, at), <Link key={link.to + link.words} to={link.to}>{link.words}</Link>)
    rest = rest.slice(at + link.words.length)
  }
  return <>{[...parts, rest]}</>
}
