import * as React from "react"
import styled from "styled-components"
import type { FirebaseSetup } from "../../src/firebase/config"
import { settings } from "../../src/settings"
import { EngagementView } from "./engagement-view"
import { RoomSetup } from "./room-setup"
import { useEngagements } from "./use-engagements"
import { useMyInvoices } from "./use-my-invoices"

const StyledStatus = styled.p`
  margin: 3rem 0;
`

/** The signed-in client's engagements: each proposal to answer, or their programme and its invoices once accepted. */
export const ClientRoom: React.FC<{ setup: FirebaseSetup }> = ({ setup }) => {
  const { loaded, sending, accept, decline } = useEngagements(setup)
  // Invoices follow an acceptance: asked for once one is accepted, in this visit or before it.
  const accepted = loaded.state === "ready" && loaded.engagements.some((engagement) => engagement.state === "accepted")
  const invoices = useMyInvoices(setup, accepted)
  if (loaded.state === "loading") return <StyledStatus role="status">Loading your proposal…</StyledStatus>
  if (loaded.state === "failed") return <StyledStatus role="alert">{loaded.message}</StyledStatus>
  if (loaded.engagements.length === 0) {
    return <StyledStatus>There is no proposal for this address at the moment. If you were expecting one, reply to the e-mail it came with.</StyledStatus>
  }
  return (
    // The parts of a programme that load their own data (its testimonial) take the setup from here.
    <RoomSetup.Provider value={setup}>
      {loaded.engagements.map((engagement) => (
        <EngagementView
          key={engagement.proposalId}
          engagement={engagement}
          coachName={settings.name}
          busy={sending}
          onAccept={accept}
          onDecline={decline}
          invoices={{
            of: invoices.invoicesOf,
            problem: invoices.loaded.state === "failed" ? invoices.loaded.message : null,
            downloading: invoices.downloading,
            outcome: invoices.outcome,
            onDownload: (summary) => void invoices.download(summary),
          }}
        />
      ))}
    </RoomSetup.Provider>
  )
}
