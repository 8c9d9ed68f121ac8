import * as React from "react"
import styled from "styled-components"
import { spreadRow } from "../src/theme/mixins"
import { Button } from "../src/components/button"
import type { StudioAppProps } from "../src/features/studio/studio-app-props"
import { StudioSignIn } from "./session/studio-sign-in"
import { useStudioSession } from "./session/use-studio-session"
import { SecondFactorSignIn } from "./session/second-factor-sign-in"
import { WarningBlock } from "./common/warning-block"
import { storyDrafts } from "./stories/story-drafts"
import { postDrafts } from "./posts/post-drafts"
import { pageDrafts } from "./pages/page-drafts"
import { proposalDrafts } from "./clients/proposal-drafts"
import { screenRow } from "./screens/screen-table"
import { DESK, useScreenAddress } from "./common/screen-address"
import { ScreenMenu } from "./screens/screen-menu"
import { loadPart, ScreenHost } from "./common/screen-host"

/** Every kind of draft the studio keeps on the device: signing out forgets them all. */
const DEVICE_DRAFTS = [storyDrafts, postDrafts, pageDrafts, proposalDrafts]

const StyledBar = styled.div`
  ${spreadRow}
  margin: 1.5rem 0;

  h1 {
    margin: 0;
    font-size: 1.75rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const StyledStatus = styled.p`
  margin: 3rem 0;
`

/** Signing out forgets this device's drafts, so changes the server lacks would go with them. */
const UnsavedAtSignOut: React.FC<{ onSignOut: () => void; onStay: () => void }> = ({ onSignOut, onStay }) => (
  <WarningBlock role="alert">
    <h3>Some changes have not been saved</h3>
    <p>They have not reached the server yet. Signing out removes them from this device, so they would be lost.</p>
    <div>
      <Button type="button" $tone="primary" onClick={onStay}>
        Stay signed in
      </Button>
      <Button type="button" $tone="outline" onClick={onSignOut}>
        Sign out and lose them
      </Button>
    </div>
  </WarningBlock>
)

/** The studio: the sign-in gate, then the menu of her screens and the one its address names. */
export const StudioApp: React.FC<StudioAppProps> = (props) => {
  const { setup } = props
  const { session, busy, message, signIn, resetPassword, signOut, unsavedAtSignOut, staySignedIn, challenge, cancelSecondStep } = useStudioSession(setup, DEVICE_DRAFTS)
  const { screen, go } = useScreenAddress()
  const row = screenRow(screen)
  const onClose = React.useCallback(() => go(DESK), [go])

  // Fetched while Auth checks who is signed in (or she types her password), so her screen is ready when she is.
  React.useEffect(() => {
    loadPart(row).catch(() => undefined)
  }, [row])
  const signInAndWarm = React.useCallback(
    (email: string, password: string) => {
      row.warm?.()
      return signIn(email, password)
    },
    [row, signIn],
  )

  // A screen opened from the menu or by Back: her place moves to it, as a new page's would.
  const place = React.useRef<HTMLDivElement>(null)
  const shown = React.useRef(screen)
  React.useEffect(() => {
    if (shown.current === screen) return
    shown.current = screen
    // A screen that puts her on its own heading as it opens has done so already.
    if (!place.current?.contains(document.activeElement)) place.current?.focus()
  }, [screen])

  if (session.state === "checking") return <StyledStatus role="status">Checking who is signed in…</StyledStatus>
  if (session.state === "signed-out") {
    if (challenge) return <SecondFactorSignIn setup={setup} challenge={challenge} onCancel={cancelSecondStep} />
    return <StudioSignIn busy={busy} message={message} notice={session.notice} onSignIn={signInAndWarm} onResetPassword={resetPassword} />
  }
  return (
    <>
      <StyledBar>
        <div>
          <h1>Studio</h1>
          <p>Signed in as {session.email}</p>
        </div>
        <Button type="button" $tone="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      </StyledBar>
      <ScreenMenu current={screen} />
      {unsavedAtSignOut && <UnsavedAtSignOut onSignOut={() => void signOut({ discardUnsaved: true })} onStay={staySignedIn} />}
      <div ref={place} tabIndex={-1}>
        <ScreenHost key={row.id} row={row} props={{ ...props, onClose }} back={row.id === DESK ? undefined : onClose} />
      </div>
    </>
  )
}
