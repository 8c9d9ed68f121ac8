import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { KeptVersion, ListRevisionsRequest } from "../../contract/studio-revisions-api"
import { fetchRevisions } from "../callables/studio-callables"
import { shortDateTime, StyledRows } from "../common/studio-rows"

const StyledVersions = styled.div`
  margin-top: 2.5rem;
  overflow-wrap: anywhere;

  li {
    padding: 0.75rem 0.25rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    display: grid;
    gap: 0.4rem;
    justify-items: start;
  }
`

type Loaded = { state: "closed" } | { state: "loading" } | { state: "failed" } | { state: "ready"; versions: KeptVersion[] }

interface KeptVersionsProps {
  setup: FirebaseSetup
  owner: ListRevisionsRequest
  /** A field as the coach knows it ("body" -> "Text", "pages[1]" -> "Page 2"). */
  fieldName: (field: string) => string
  /** Restores a version; null once done (the editor opens again on it), or why not. */
  onRestore: (revision: number) => Promise<string | null>
}

const what = (version: KeptVersion, fieldName: (field: string) => string): string => {
  const when = shortDateTime(version.savedAt)
  const kind = version.reason === "published" ? `Published ${when}` : `Your draft before a restore, ${when}`
  return version.changed.length ? `${kind}. Changed: ${version.changed.map(fieldName).join(", ")}.` : `${kind}.`
}

/**
 * The versions kept of a story or post (each published one, and a draft an older version was restored
 * over), the newest first, with what changed in each; any one can be brought back as the draft. The
 * draft it replaces is kept in turn, so nothing is lost.
 */
export const KeptVersions: React.FC<KeptVersionsProps> = ({ setup, owner, fieldName, onRestore }) => {
  const [loaded, setLoaded] = React.useState<Loaded>({ state: "closed" })
  const [busy, setBusy] = React.useState(false)
  const [problem, setProblem] = React.useState<string | null>(null)
  const open = () => {
    setLoaded({ state: "loading" })
    fetchRevisions(setup, owner).then(
      ({ versions }) => setLoaded({ state: "ready", versions }),
      () => setLoaded({ state: "failed" }),
    )
  }
  const restore = async (revision: number) => {
    setBusy(true)
    setProblem(await onRestore(revision))
    setBusy(false)
  }

  return (
    <StyledVersions role="group" aria-labelledby="kept-versions-heading">
      <h3 id="kept-versions-heading">Earlier versions</h3>
      {(loaded.state === "closed" || loaded.state === "failed") && (
        <Button type="button" $tone="outline" onClick={open}>
          Show earlier versions
        </Button>
      )}
      {loaded.state === "loading" && <p role="status">Loading the earlier versions…</p>}
      {loaded.state === "failed" && <p role="alert">The earlier versions could not be loaded. Check you are online, then try again.</p>}
      {loaded.state === "ready" &&
        (loaded.versions.length === 0 ? (
          <p>None yet: each time you publish, the version published is kept here.</p>
        ) : (
          <StyledRows aria-label="Earlier versions">
            {loaded.versions.map((version) => (
              <li key={`${version.revision}-${version.reason}`}>
                <span>{what(version, fieldName)}</span>
                <Button type="button" $tone="outline" disabled={busy} onClick={() => void restore(version.revision)} aria-label={`Restore this version: ${what(version, fieldName)}`}>
                  Restore this version
                </Button>
              </li>
            ))}
          </StyledRows>
        ))}
      <p role="alert">{problem}</p>
    </StyledVersions>
  )
}
