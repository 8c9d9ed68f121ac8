import * as React from "react"
import styled from "styled-components"
import { spreadRow } from "../src/theme/mixins"
import { Button } from "../src/components/button"
import type { ClientRoomAppProps } from "../src/features/client-room/client-room-app-props"
import { CheckYourInbox, ClientSignIn, ConfirmAddress } from "./session/client-sign-in"
import { useClientSession } from "./session/use-client-session"
import { ClientRoom } from "./room/client-room"

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

/** The client's room: signing in by e-mailed link, then their proposal and programme. */
export const ClientRoomApp: React.FC<ClientRoomAppProps> = ({ setup }) => {
  const { session, busy, message, sendLink, confirmEmail, startAgain, signOut } = useClientSession(setup)
  switch (session.state) {
    case "checking":
      return <StyledStatus role="status">Checking who is signed in…</StyledStatus>
    case "completing":
      return <StyledStatus role="status">Signing you in…</StyledStatus>
    case "confirm-email":
      return <ConfirmAddress busy={busy} message={message} onSubmit={confirmEmail} />
    case "link-sent":
      return <CheckYourInbox email={session.email} onStartAgain={startAgain} />
    case "signed-out":
      return <ClientSignIn busy={busy} message={message} notice={session.notice} onSubmit={(email) => void sendLink(email)} />
    case "client":
      return (
        <>
          <StyledBar>
            <div>
              <h1>Your room</h1>
              <p>Signed in as {session.email}</p>
            </div>
            <Button type="button" $tone="outline" onClick={() => void signOut()}>
              Sign out
            </Button>
          </StyledBar>
          <ClientRoom setup={setup} />
        </>
      )
  }
}
