import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledLabel } from "../../src/components/form-field"
import type { StudioDraftRecord } from "../../contract/studio-api"
import type { SiteFile } from "../../contract/site-files"
import { SiteFileRow } from "./site-file-row"
import { buildStateLine } from "./build-state-line"
import { pluralOf, type DraftNoun } from "../callables/callable-problems"
import { rowStyle, shortDateTime, StyledRows } from "../common/studio-rows"
import { scheduledLine } from "./scheduled-line"

const StyledList = styled(StyledRows)`
  li {
    ${rowStyle}
  }
`

const StyledNew = styled.form`
  display: grid;
  gap: 0.6rem;
  margin: 1rem 0 1.5rem;

  input {
    ${controlStyle}
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`

/** A story or post as its list shows it. */
export interface DraftRow extends Omit<StudioDraftRecord<unknown>, "draft"> {
  id: string
  title: string | undefined
  /** Where it is live, when published (a post's address). */
  address?: string
  /** The address of the file on the site this one is the studio's copy of: it stands in the file's place. */
  takenFrom?: string
}

const status = (row: DraftRow): string => {
  if (!row.published) return row.scheduledFor ? scheduledLine(row.scheduledFor) : "Draft"
  return row.publishedRevision === row.revision ? "Published" : "Published, with unpublished changes"
}

/** A kind of draft as its list names it and reads each one. */
export interface DraftListKind<Item> {
  noun: DraftNoun
  /** The section's heading ("Web stories") and how the list is named ("Your stories"). */
  heading: string
  listLabel: string
  /** What an empty list says. */
  empty: string
  rowOf: (item: Item) => DraftRow
}

interface StudioDraftListProps<Item> {
  kind: DraftListKind<Item>
  /** The server's list, null until it has loaded. */
  items: Item[] | null
  problem: string | null
  onOpen: (item: Item) => void
  /** Starts a new one with this title; given a file of the site, takes that into the studio instead. */
  onCreate: (title: string, file?: SiteFile) => void | Promise<void>
  /** The site's own, written as files: listed after hers, marked; one she has taken into the studio is listed once, as hers. */
  siteFiles?: SiteFile[]
}

/** The coach's stories or posts, the last changed first, and the way to start a new one. */
export const StudioDraftList = <Item,>({ kind, items, problem, onOpen, onCreate, siteFiles = [] }: StudioDraftListProps<Item>) => {
  const { noun, heading, listLabel, empty } = kind
  const [creating, setCreating] = React.useState(false)
  const [title, setTitle] = React.useState("")
  const titleRef = React.useRef<HTMLInputElement>(null)
  React.useEffect(() => {
    if (creating) titleRef.current?.focus()
  }, [creating])
  const plural = pluralOf(noun)
  const rows = (items ?? []).map((item) => ({ item, row: kind.rowOf(item) }))
  const taken = new Set(rows.flatMap(({ row }) => (row.takenFrom ? [row.takenFrom] : [])))
  const files = siteFiles.filter((file) => !taken.has(file.address))

  return (
    <section aria-labelledby={`${plural}-heading`}>
      <h2 id={`${plural}-heading`}>{heading}</h2>
      <p role="alert">{problem}</p>
      {creating ? (
        <StyledNew
          onSubmit={(event) => {
            event.preventDefault()
            if (title.trim()) onCreate(title)
          }}
        >
          <StyledLabel htmlFor={`new-${noun}-title`}>Title of the new {noun}</StyledLabel>
          <input id={`new-${noun}-title`} ref={titleRef} required maxLength={90} value={title} onChange={(event) => setTitle(event.target.value)} />
          <div>
            <Button type="submit" $tone="primary">
              Start writing
            </Button>
            <Button type="button" $tone="outline" onClick={() => setCreating(false)}>
              Cancel
            </Button>
          </div>
        </StyledNew>
      ) : (
        <Button type="button" $tone="primary" onClick={() => setCreating(true)}>
          New {noun}
        </Button>
      )}
      {items === null ? (
        !problem && <p role="status">Loading {plural}…</p>
      ) : items.length === 0 && siteFiles.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <StyledList aria-label={listLabel}>
          {rows.map(({ item, row }) => (
            <li key={row.id}>
              <button type="button" onClick={() => onOpen(item)}>
                <strong>{row.title || `Untitled ${noun}`}</strong>
                <span>
                  {status(row)}, changed {shortDateTime(row.updatedAt)}
                </span>
                {row.takenFrom && <span>{`Taken into the studio from the site's files (${row.takenFrom})${row.published ? "" : ": until it is published, the site shows the file's version"}`}</span>}
                {row.published && row.address && <span>At {row.address}</span>}
                {row.published && <span>{row.lastBuild ? buildStateLine(row.lastBuild) : "Waiting for the site to be rebuilt with it."}</span>}
              </button>
            </li>
          ))}
          {files.map((file) => (
            <li key={file.address}>
              <SiteFileRow file={file} onTake={() => onCreate(file.title, file)} />
            </li>
          ))}
        </StyledList>
      )}
    </section>
  )
}
