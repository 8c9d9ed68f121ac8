import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { NewsletterSubscriber, SubscriberSource } from "../../contract/newsletter-api"
import { WarningBlock } from "../common/warning-block"

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  > li {
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0.2rem 0;
  }
`

const SOURCES: Readonly<Record<SubscriberSource, string>> = {
  post: "the form under a post",
  blog: "the form on the blog page",
  footer: "the form at the foot of a page",
  import: "your import",
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" })

interface SubscriberListProps {
  subscribers: NewsletterSubscriber[]
  confirming: string | null
  busy: boolean
  onAsk: (subscriber: NewsletterSubscriber) => void
  onKeep: () => void
  onRemove: (subscriber: NewsletterSubscriber) => void
}

/** Her readers, newest first: who, whether confirmed, since when and from where; Remove asks first. */
export const SubscriberList: React.FC<SubscriberListProps> = ({ subscribers, confirming, busy, onAsk, onKeep, onRemove }) => (
  <StyledList aria-label="Readers, newest first">
    {subscribers.map((subscriber) => (
      <li key={subscriber.id}>
        <p>
          <strong>{subscriber.email}</strong>
          {subscriber.name ? ` (${subscriber.name})` : ""}
        </p>
        <p>
          {subscriber.state === "confirmed" ? `Subscribed ${day(subscriber.confirmedAt ?? subscriber.joinedAt)}` : `Waiting to confirm since ${day(subscriber.joinedAt)}`}, from{" "}
          {SOURCES[subscriber.source]}
        </p>
        {confirming === subscriber.id ? (
          <WarningBlock role="alertdialog" aria-labelledby={`remove-${subscriber.id}`}>
            <h3 id={`remove-${subscriber.id}`}>Remove {subscriber.email}?</h3>
            <p>They get no more letters, and nothing of them is kept but a record that they left. This cannot be undone.</p>
            <div>
              <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={() => onRemove(subscriber)}>
                Remove them
              </Button>
              <Button type="button" $tone="outline" onClick={onKeep}>
                Keep them
              </Button>
            </div>
          </WarningBlock>
        ) : (
          <Button type="button" $tone="outline" aria-label={`Remove ${subscriber.email}`} onClick={() => onAsk(subscriber)}>
            Remove
          </Button>
        )}
      </li>
    ))}
  </StyledList>
)
