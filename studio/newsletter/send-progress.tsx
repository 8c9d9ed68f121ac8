import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { DeliveryState, NewsletterDelivery, NewsletterSendSummary } from "../../contract/newsletter-api"

const StyledRecord = styled.div`
  progress {
    width: 100%;
    height: 1rem;
  }

  ul {
    padding-left: 1.2rem;
    overflow-wrap: anywhere;
  }
`

const DELIVERY_WORDS: Readonly<Record<DeliveryState, string>> = {
  pending: "waiting for its turn",
  queued: "handed to the mail service",
  sent: "delivered",
  failed: "failed",
  skipped: "skipped (left the list before their turn)",
}

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" })

/** How far a send has got, in words and as a bar. */
export const sendLine = ({ total, counts, state }: NewsletterSendSummary): string => {
  const gone = counts.queued + counts.sent
  const parts = [`${gone} of ${total} sent`, counts.failed ? `${counts.failed} failed` : "", counts.skipped ? `${counts.skipped} skipped` : "", counts.pending ? `${counts.pending} waiting` : ""]
  return `${state === "done" ? "Finished" : "Sending"}: ${parts.filter(Boolean).join(", ")}.`
}

/** The send she is watching: the bar, the counts, and who it went to. */
export const SendProgress: React.FC<{ summary: NewsletterSendSummary; deliveries: NewsletterDelivery[] }> = ({ summary, deliveries }) => {
  const finished = summary.total - summary.counts.pending
  return (
    <StyledRecord>
      <h4>Sent {when(summary.startedAt)}</h4>
      <progress max={Math.max(summary.total, 1)} value={summary.total === 0 ? 1 : finished} aria-label="How far the send has got" />
      <p role="status">{sendLine(summary)}</p>
      {deliveries.length > 0 && (
        <ul aria-label="Who it went to">
          {deliveries.map((delivery) => (
            <li key={delivery.email}>
              {delivery.email}: {DELIVERY_WORDS[delivery.state]}
              {delivery.error ? ` (${delivery.error})` : ""}
            </li>
          ))}
        </ul>
      )}
    </StyledRecord>
  )
}

/** Earlier sends of this post, each with a button to see who it went to. */
export const SendRecord: React.FC<{ sends: NewsletterSendSummary[]; watching: string | null; onOpen: (sendId: string) => void }> = ({ sends, watching, onOpen }) => (
  <ul aria-label="Earlier sends of this post">
    {sends
      .filter((send) => send.sendId !== watching)
      .map((send) => (
        <li key={send.sendId}>
          {when(send.startedAt)}: {sendLine(send)}{" "}
          <Button type="button" $tone="outline" onClick={() => onOpen(send.sendId)}>
            Who it went to
          </Button>
        </li>
      ))}
  </ul>
)
