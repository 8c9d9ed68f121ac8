import * as React from "react"
import styled from "styled-components"
import type { FirebaseSetup } from "../../src/firebase/config"
import { settings } from "../../src/settings"
import { EngagementView } from "./engagement-view"
import { useEngagements } from "./use-engagements"

const StyledStatus = styled.p`
  margin: 3rem 0;
`

/** The signed-in client's engagements: each proposal to answer, or their programme once accepted. */
export const ClientRoom: React.FC<{ setup: FirebaseSetup }> = ({ setup }) => {
  const { loaded, sending, accept, decline } = useEngagements(setup)
  if (loaded.state === "loading") return <StyledStatus role="status">Loading your proposal…</StyledStatus>
  if (loaded.state === "failed") return <StyledStatus role="alert">{loaded.message}</StyledStatus>
  if (loaded.engagements.length === 0) {
    return <StyledStatus>There is no proposal for this address at the moment. If you were expecting one, reply to the e-mail it came with.</StyledStatus>
  }
  return (
    <>
      {loaded.engagements.map((engagement) => (
        <EngagementView key={engagement.proposalId} engagement={engagement} coachName={settings.name} busy={sending} onAccept={accept} onDecline={decline} />
      ))}
    </>
  )
}
