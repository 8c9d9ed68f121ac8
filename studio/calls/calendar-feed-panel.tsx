import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { WarningBlock } from "../common/warning-block"
import type { useCalendarFeed } from "./use-calendar-feed"

const StyledPanel = styled.section`
  margin: 2rem 0;

  input {
    ${controlStyle}
    margin-bottom: 0.75rem;
  }
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

const longDate = (iso: string) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso))

/** Her calendar: the private feed address to subscribe to (shown once, when made), and replacing it. */
export const CalendarFeedPanel: React.FC<{ feed: ReturnType<typeof useCalendarFeed> }> = ({ feed }) => {
  const address = React.useRef<HTMLInputElement>(null)
  const confirmHeading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => {
    if (feed.url) address.current?.focus()
  }, [feed.url])
  React.useEffect(() => {
    if (feed.confirming) confirmHeading.current?.focus()
  }, [feed.confirming])
  return (
    <StyledPanel aria-labelledby="feed-heading">
      <h3 id="feed-heading">Your calendar</h3>
      <p>
        Your calls can appear in the calendar on your phone or laptop: subscribe to a private address (in most calendar apps, “Add calendar”, then
        “From URL” or “Subscribe”). No app is given access to your calendar, and new calls appear within a few minutes.
      </p>
      {feed.url ? (
        <>
          <StyledLabel htmlFor="feed-address">Your private calendar address</StyledLabel>
          <StyledHelp id="feed-address-help">Shown only now: copy it into your calendar app. Anyone with it can see your calls, so keep it to yourself.</StyledHelp>
          <input id="feed-address" ref={address} readOnly aria-describedby="feed-address-help" value={feed.url} onFocus={(event) => event.target.select()} />
          <StyledActions>
            <Button type="button" $tone="primary" onClick={() => void feed.copy()}>
              Copy the address
            </Button>
          </StyledActions>
        </>
      ) : (
        feed.exists && (
          <p>
            You made your address{feed.since ? ` on ${longDate(feed.since)}` : ""}. For your privacy it is shown only once; if you no longer have it, replace it
            and subscribe again.
          </p>
        )
      )}
      <p role="status">{feed.copied ?? ""}</p>
      {feed.confirming ? (
        <WarningBlock role="group" aria-labelledby="feed-replace-heading">
          <h4 id="feed-replace-heading" tabIndex={-1} ref={confirmHeading}>
            Replace your calendar address?
          </h4>
          <p>The old address stops working at once: calendars subscribed to it stop showing your calls until you subscribe them to the new one.</p>
          <div>
            <Button type="button" $tone="primary" aria-disabled={feed.busy || undefined} onClick={() => void feed.replace()}>
              {feed.busy ? "Replacing…" : "Replace the address"}
            </Button>
            <Button
              type="button"
              $tone="outline"
              onClick={() => {
                feed.keep()
                window.setTimeout(() => document.getElementById("feed-replace")?.focus(), 0)
              }}
            >
              Keep the old address
            </Button>
          </div>
        </WarningBlock>
      ) : (
        <StyledActions>
          {feed.exists ? (
            <Button type="button" id="feed-replace" $tone="outline" onClick={feed.ask}>
              Replace address
            </Button>
          ) : (
            <Button type="button" $tone="primary" aria-disabled={feed.busy || undefined} onClick={() => void feed.replace()}>
              Make my calendar address
            </Button>
          )}
        </StyledActions>
      )}
      {feed.problem && <p role="alert">{feed.problem}</p>}
    </StyledPanel>
  )
}
