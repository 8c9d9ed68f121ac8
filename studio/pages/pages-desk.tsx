import * as React from "react"
import styled from "styled-components"
import { PAGE_NAMES, SETTINGS_PAGE } from "../../contract/site-pages"
import type { StudioPage } from "../../contract/studio-pages-api"
import type { FirebaseSetup } from "../../src/firebase/config"
import { rowStyle, shortDateTime, StyledRows } from "../common/studio-rows"
import { PageEditor } from "./page-editor"
import { useStudioPages, type FilePages, type PageRow } from "./use-studio-pages"

const StyledList = styled(StyledRows)`
  li {
    ${rowStyle}
  }
`

/** Whose words the site shows for a page, as its row says. */
const rowStatus = ({ server }: PageRow): string => {
  if (!server) return "The site's own words"
  const when = `changed ${shortDateTime(server.updatedAt)}`
  if (!server.published) return `Your draft, not published: the site shows its own words · ${when}`
  return server.publishedRevision === server.revision ? `Your words are live · ${when}` : `Your words are live, with changes not yet published · ${when}`
}

const PageList: React.FC<{ heading: string; id: string; rows: PageRow[] | null; problem: string | null; onOpen: (row: PageRow) => void; note?: string }> = ({
  heading,
  id,
  rows,
  problem,
  onOpen,
  note,
}) => (
  <section aria-labelledby={id}>
    <h2 id={id}>{heading}</h2>
    {problem && <p role="alert">{problem}</p>}
    {note && <p role="status">{note}</p>}
    {!rows && !problem && <p role="status">Loading…</p>}
    {rows && (
      <StyledList aria-label={heading}>
        {rows.map((row) => (
          <li key={row.pageId}>
            <button type="button" onClick={() => onOpen(row)}>
              <strong>{PAGE_NAMES[row.pageId]}</strong>
              <span>{rowStatus(row)}</span>
            </button>
          </li>
        ))}
      </StyledList>
    )}
  </section>
)

/**
 * The site's pages and its settings on the coach's desk: the lists, and the editor of the one open,
 * which fills the screen as a post's does.
 */
export const usePagesDesk = (setup: FirebaseSetup, filePages: FilePages) => {
  const pages = useStudioPages(setup, filePages)
  const [notice, setNotice] = React.useState<{ key: number; words: string } | null>(null)
  const { reopen } = pages
  const onReset = React.useCallback(
    (page: StudioPage, words: string) => {
      // The editor opens again on the file's words, at the revision the reset made.
      setNotice({ key: page.revision, words })
      reopen(page)
    },
    [reopen],
  )
  const open = pages.open
  const editor = open && (
    <PageEditor
      key={`${open.pageId}:${open.server?.revision ?? 0}`}
      setup={setup}
      source={open}
      onClose={() => {
        setNotice(null)
        pages.close()
      }}
      onReset={onReset}
      notice={notice && notice.key === open.server?.revision ? notice.words : undefined}
    />
  )
  const rows = pages.rows
  const change = pages.addressChange
  const addressNote = change
    ? `Waiting for confirmation at ${change.email}: enquiries and bookings go to your current address until the link sent there is followed (by ${shortDateTime(change.expiresAt)}) and your current address approves, by the link sent to it or by publishing Settings again just after signing in with your second step.`
    : undefined
  const lists = (
    <>
      <PageList heading="Pages" id="studio-pages" rows={rows && rows.filter((row) => row.pageId !== SETTINGS_PAGE)} problem={pages.problem} onOpen={pages.openPage} />
      <PageList heading="Settings" id="studio-settings" rows={rows && rows.filter((row) => row.pageId === SETTINGS_PAGE)} problem={pages.problem} onOpen={pages.openPage} note={addressNote} />
    </>
  )
  return { editor, lists }
}
