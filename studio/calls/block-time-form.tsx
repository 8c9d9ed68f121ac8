import * as React from "react"
import { Button } from "../../src/components/button"
import styled from "styled-components"
import type { BlockedTime } from "../../contract/booking-availability"
import { placeOfZone } from "../../contract/booking-slots"
import { listReset } from "../../src/theme/mixins"
import { actionRowStyle } from "../common/studio-rows"
import { BLOCK_LABELS, callWhen, type BlockForm } from "./call-times"
import type { FormProblem } from "./availability-form"
import { FieldBox } from "../common/field-box"
import { problemText, ProblemSummary } from "./calls-form-parts"

const blockId = (field: string) => `block-${field}`

interface BlockTimeFormProps {
  form: BlockForm
  zone: string
  problems: readonly FormProblem[]
  busy: boolean
  onChange: (field: keyof BlockForm, value: string) => void
  onBlock: () => Promise<string | null>
}

/** "Block a time": a stretch of one day, in her zone, that visitors cannot book. */
export const BlockTimeForm: React.FC<BlockTimeFormProps> = ({ form, zone, problems, busy, onChange, onBlock }) => (
  <form
    noValidate
    aria-labelledby="block-heading"
    onSubmit={(event) => {
      event.preventDefault()
      void onBlock().then((field) => field && document.getElementById(blockId(field))?.focus())
    }}
  >
    <h3 id="block-heading" tabIndex={-1}>
      Block a time
    </h3>
    <p>For an appointment of your own: visitors cannot book in it. Times are {placeOfZone(zone)} time.</p>
    <ProblemSummary problems={problems} idOf={blockId} what="The time has not been blocked." />
    <FieldBox id={blockId("date")} label={BLOCK_LABELS.date} problem={problemText(problems, "date")}>
      {(attributes) => <input {...attributes} type="date" value={form.date} onChange={(event) => onChange("date", event.target.value)} />}
    </FieldBox>
    {(["from", "to"] as const).map((field) => (
      <FieldBox key={field} id={blockId(field)} label={BLOCK_LABELS[field]} help={field === "from" ? "Such as 12:30, on a five-minute mark." : "Such as 14:00; 24:00 is midnight."} problem={problemText(problems, field)}>
        {(attributes) => <input {...attributes} autoComplete="off" value={form[field]} onChange={(event) => onChange(field, event.target.value)} />}
      </FieldBox>
    ))}
    <FieldBox id={blockId("note")} label={BLOCK_LABELS.note} help="Only you see it." problem={problemText(problems, "note")}>
      {(attributes) => <input {...attributes} maxLength={120} value={form.note} onChange={(event) => onChange("note", event.target.value)} />}
    </FieldBox>
    <Button type="submit" $tone="primary" aria-disabled={busy || undefined}>
      Block this time
    </Button>
  </form>
)

const StyledBlocked = styled.ul`
  ${listReset}
  margin: 1.5rem 0 0;

  li {
    ${actionRowStyle}
  }
`

/** The times she has blocked that have not yet ended, soonest first, each with "Unblock". */
export const BlockedTimes: React.FC<{ blocked: readonly BlockedTime[]; zone: string; now: Date; onUnblock: (block: BlockedTime, label: string) => void }> = ({
  blocked,
  zone,
  now,
  onUnblock,
}) => {
  const current = blocked.filter((block) => Date.parse(block.to) > now.getTime()).sort((a, b) => Date.parse(a.from) - Date.parse(b.from))
  if (current.length === 0) return null
  return (
    <>
      <h4>Times you have blocked</h4>
      <StyledBlocked aria-label="Times you have blocked">
        {current.map((block) => {
          const label = callWhen({ start: block.from, end: block.to }, zone).when
          return (
            <li key={`${block.from}-${block.to}`}>
              <span>
                {label}
                {block.note ? `: ${block.note}` : ""}
              </span>
              <Button type="button" $tone="outline" aria-label={`Unblock ${label}`} onClick={() => onUnblock(block, label)}>
                Unblock
              </Button>
            </li>
          )
        })}
      </StyledBlocked>
    </>
  )
}
