import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledHelp, StyledLabel } from "../../src/components/form-field"
import type { FirebaseSetup } from "../../src/firebase/config"
import { WarningBlock } from "../common/warning-block"
import { LetterPreview } from "./letter-preview"
import { SendProgress, SendRecord } from "./send-progress"
import { useLetterPreview } from "./use-letter-preview"
import { useLetterSend } from "./use-letter-send"
import type { PostToSend } from "./use-posts-to-send"

const StyledScreen = styled.section`
  max-width: 70rem;
  margin: 1.5rem 0 3rem;

  h2 {
    font-size: 1.5rem;
  }

  textarea {
    ${controlStyle}
    min-height: 6rem;
  }

  > section {
    margin-bottom: 2rem;
  }
`

export interface SendScreenProps {
  setup: FirebaseSetup
  post: PostToSend
  onClose: () => void
}

/** "Send to subscribers": the e-mail at both widths, her note, a test to herself, then the send she confirms and watches. */
export const SendScreen: React.FC<SendScreenProps> = ({ setup, post, onClose }) => {
  const [note, setNote] = React.useState("")
  const preview = useLetterPreview(setup, post.slug, note)
  const sending = useLetterSend(setup, post.slug, note)
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [])

  return (
    <StyledScreen aria-labelledby="send-screen-heading">
      <h2 id="send-screen-heading" tabIndex={-1} ref={heading}>
        Send “{post.title}” to subscribers
      </h2>
      <p>
        <Button type="button" $tone="outline" onClick={onClose}>
          Back
        </Button>
      </p>

      <section aria-label="Your note">
        <StyledLabel htmlFor="letter-note">A note above the post (optional)</StyledLabel>
        <StyledHelp id="letter-note-help">A few lines in your own words. Leave a blank line between paragraphs.</StyledHelp>
        <textarea id="letter-note" aria-describedby="letter-note-help" maxLength={2000} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      </section>

      <section aria-labelledby="letter-preview-heading">
        <h3 id="letter-preview-heading">The e-mail as your readers will see it</h3>
        {preview.problem && (
          <div role="alert">
            <p>{preview.problem}</p>
            <Button type="button" $tone="outline" onClick={preview.retry}>
              Try again
            </Button>
          </div>
        )}
        {preview.letter ? <LetterPreview letter={preview.letter} /> : !preview.problem && <p role="status">Making the e-mail…</p>}
      </section>

      <section aria-labelledby="letter-send-heading">
        <h3 id="letter-send-heading" tabIndex={-1}>
          Send it
        </h3>
        <p>
          <Button type="button" $tone="outline" aria-disabled={sending.testing || undefined} onClick={() => void sending.sendTest()}>
            {sending.testing ? "Sending the test…" : "Send a test to me"}
          </Button>
        </p>
        <p role="status">{sending.testOutcome && !sending.testOutcome.failed ? sending.testOutcome.text : ""}</p>
        {sending.testOutcome?.failed && <p role="alert">{sending.testOutcome.text}</p>}

        {sending.confirming ? (
          <WarningBlock role="alertdialog" aria-labelledby="letter-confirm-heading">
            <h4 id="letter-confirm-heading">Send “{post.title}” to every subscribed reader now?</h4>
            <p>Each gets it once. Readers who already had this post are not sent it again, and anyone who unsubscribes before their turn is skipped.</p>
            <div>
              <Button type="button" $tone="primary" aria-disabled={sending.busy || undefined} onClick={() => void sending.send().then((sent) => sent && document.getElementById("letter-send-heading")?.focus())}>
                {sending.busy ? "Starting the send…" : "Yes, send it"}
              </Button>
              <Button type="button" $tone="outline" onClick={sending.cancel}>
                Not yet
              </Button>
            </div>
          </WarningBlock>
        ) : (
          <p>
            <Button type="button" $tone="primary" onClick={sending.ask}>
              Send to subscribers
            </Button>
          </p>
        )}
        {sending.problem && <p role="alert">{sending.problem}</p>}
        {sending.watched && <SendProgress summary={sending.watched.summary} deliveries={sending.watched.deliveries} />}
        {sending.sends && sending.sends.length > 0 && (
          <>
            <h4>The record of this post’s sends</h4>
            <SendRecord sends={sending.sends} watching={sending.watched?.summary.sendId ?? null} onOpen={sending.open} />
          </>
        )}
      </section>
    </StyledScreen>
  )
}
