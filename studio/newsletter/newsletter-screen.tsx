import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { FirebaseSetup } from "../../src/firebase/config"
import { ImportPanel, importFieldId } from "./import-panel"
import { SendEntry } from "./send-entry"
import { SubscriberList } from "./subscriber-list"
import { useNewsletterExport } from "./use-newsletter-export"
import { useNewsletterImport } from "./use-newsletter-import"
import { useNewsletterList } from "./use-newsletter-list"
import { usePostsToSend, type PostToSend } from "./use-posts-to-send"

const StyledScreen = styled.section`
  max-width: 44rem;
  margin: 1.5rem 0 3rem;

  h2 {
    font-size: 1.5rem;
  }

  > section {
    margin-bottom: 2.5rem;
  }

  ul[aria-label="Posts you can send"] {
    padding-left: 1.2rem;

    li {
      margin-bottom: 0.75rem;
    }
  }
`

export interface NewsletterScreenProps {
  setup: FirebaseSetup
  onClose: () => void
}

/** "Newsletter": her readers (how many, newest first, remove one), the list as a CSV out and in, and sending a post. */
export const NewsletterScreen: React.FC<NewsletterScreenProps> = ({ setup, onClose }) => {
  const list = useNewsletterList(setup)
  const exported = useNewsletterExport(setup)
  const [fileKey, setFileKey] = React.useState(0)
  const imported = useNewsletterImport(setup, () => {
    setFileKey((key) => key + 1)
    void list.reload()
  })
  const posts = usePostsToSend(setup)
  const [sending, setSending] = React.useState<PostToSend | null>(null)
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [sending])

  if (sending) return <SendEntry setup={setup} post={sending} onClose={() => setSending(null)} />

  const counts = list.page?.counts
  return (
    <StyledScreen aria-labelledby="newsletter-screen-heading">
      <h2 id="newsletter-screen-heading" tabIndex={-1} ref={heading}>
        Newsletter
      </h2>
      <p>
        <Button type="button" $tone="outline" onClick={onClose}>
          Back to the studio
        </Button>
      </p>

      <section aria-labelledby="newsletter-send-heading">
        <h3 id="newsletter-send-heading">Send a post</h3>
        {posts.problem && <p role="alert">{posts.problem}</p>}
        {posts.posts === null ? (
          !posts.problem && <p role="status">Loading your posts…</p>
        ) : posts.posts.length === 0 ? (
          <p>None of your posts is published yet. Once one is, you can send it to your readers from here, or from the post itself.</p>
        ) : (
          <ul aria-label="Posts you can send">
            {posts.posts.map((post) => (
              <li key={post.slug}>
                {post.title}{" "}
                <Button type="button" $tone="outline" aria-label={`Send “${post.title}” to subscribers`} onClick={() => setSending(post)}>
                  Send to subscribers
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="newsletter-readers-heading">
        <h3 id="newsletter-readers-heading" tabIndex={-1}>
          Readers
        </h3>
        {counts && (
          <p>
            {counts.confirmed} subscribed, {counts.waiting} waiting to confirm their address.
          </p>
        )}
        {list.problem && <p role="alert">{list.problem}</p>}
        <p role="status">{list.done ?? ""}</p>
        {list.page === null ? (
          !list.problem && <p role="status">Loading your readers…</p>
        ) : list.page.subscribers.length === 0 ? (
          <p>Nobody has subscribed yet. The form is under every post, on the blog page and at the foot of every page.</p>
        ) : (
          <>
            <SubscriberList
              subscribers={list.page.subscribers}
              confirming={list.confirming}
              busy={list.busy}
              onAsk={list.askToRemove}
              onKeep={list.keep}
              onRemove={(subscriber) => void list.remove(subscriber).then((removed) => removed && document.getElementById("newsletter-readers-heading")?.focus())}
            />
            {list.page.next && (
              <p>
                <Button type="button" $tone="outline" aria-disabled={list.busy || undefined} onClick={() => void list.loadMore()}>
                  Show older readers
                </Button>
              </p>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="newsletter-export-heading">
        <h3 id="newsletter-export-heading">Export</h3>
        <p>Your list as a CSV file, for your records or another service: every reader, their state, where and when they joined.</p>
        <Button type="button" $tone="outline" aria-disabled={exported.busy || undefined} onClick={() => void exported.exportList()}>
          {exported.busy ? "Preparing the file…" : "Export the list as CSV"}
        </Button>
        <p role="status">{exported.outcome && !exported.outcome.failed ? exported.outcome.text : ""}</p>
        {exported.outcome?.failed && <p role="alert">{exported.outcome.text}</p>}
      </section>

      <section aria-label="Import readers">
        <ImportPanel
          state={imported}
          fileKey={fileKey}
          onImport={() => void imported.importList().then((field) => field && document.getElementById(importFieldId(field))?.focus())}
        />
      </section>
    </StyledScreen>
  )
}
