import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { offerList } from "../../contract/proposal-offers"
import type { ScreenProps } from "../common/screen-props"
import { actionRowStyle } from "../common/studio-rows"
import { listReset } from "../../src/theme/mixins"
import { ProposalFormView } from "./proposal-form-view"
import { ProposalList } from "./proposal-list"
import { ClientRecord } from "../client-record/client-record"
import { proposalFieldId } from "./proposal-form"
import { longDate, useProposals } from "./use-proposals"
import { useProposalForm } from "./use-proposal-form"
import { useInvoices } from "./use-invoices"
import { clientPayments } from "./client-payments"
import { InvoiceLedger } from "./invoice-ledger"
import { EngagementSessionsPanel } from "../sessions/engagement-sessions"
import { ProgrammeEndPanel } from "../testimonials/programme-end-panel"

const StyledScreen = styled.section`
  max-width: 44rem;
  margin: 1.5rem 0 3rem;

  h2 {
    font-size: 1.5rem;
  }

  section {
    margin-bottom: 2.5rem;
  }
`

const StyledActions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

const StyledKept = styled.ul`
  ${listReset}

  li {
    ${actionRowStyle}
  }

  li div {
    display: flex;
    gap: 0.75rem;
  }
`

const focusSoon = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0)

/** A question's answer: a problem to show at its field, or none once the call was made. */
const backToInvoices = (problem: string | null): string | null => {
  if (!problem) focusSoon("invoices-heading")
  return problem
}

/**
 * "Clients and proposals": every proposal she has sent, its state as she sees it (and, once
 * accepted, anything overdue and the next payment), withdrawing and sending one again; her
 * invoices, marking one paid, voiding one, the CSV for her accountant; and her proposal form,
 * started here, from a booked call or from an enquiry.
 */
export const ClientsScreen: React.FC<ScreenProps> = ({ setup, offers, onClose }) => {
  const proposals = useProposals(setup)
  const invoices = useInvoices(setup)
  const form = useProposalForm(setup, offers, (result) => {
    const name = result.proposal.proposal.client.name
    const until = longDate(result.proposal.expiresAt)
    void proposals.reload()
    proposals.told(
      result.sent
        ? `Your proposal is sent: ${name} has been e-mailed a link to it, open until ${until}.`
        : `Your proposal had reached the server before the connection dropped: ${name} has been e-mailed it once, open until ${until}.`,
    )
    focusSoon("proposals-heading")
  })
  const heading = React.useRef<HTMLHeadingElement>(null)
  // Her place is the screen's heading as it opens, unless a proposal opens with it (its form takes her there).
  const openedOnForm = React.useRef(form.editing !== null)
  React.useEffect(() => {
    if (!openedOnForm.current) heading.current?.focus()
  }, [])

  const choices = offerList(offers)
  const chosen = choices.find((offer) => offer.slug === form.editing?.draft.basedOn)
  const waiting = proposals.proposals?.filter((summary) => summary.state === "sent" || summary.state === "opened").length ?? 0

  return (
    <StyledScreen aria-labelledby="clients-screen-heading">
      <h2 id="clients-screen-heading" tabIndex={-1} ref={heading}>
        Clients and proposals
      </h2>
      {form.editing ? (
        <ProposalFormView
          key={form.editing.id}
          form={form.editing.draft}
          offers={choices}
          sessionsText={chosen?.format.sessions}
          problems={form.problems}
          sending={form.sending}
          outcome={form.outcome}
          onDevice={form.onDevice}
          onChange={form.update}
          onChoose={form.choose}
          onSend={() => void form.send().then((field) => field && document.getElementById(proposalFieldId(field))?.focus())}
          onSeparate={form.makeSeparate}
          onClose={() => {
            form.close()
            focusSoon("proposals-heading")
          }}
        />
      ) : (
        <>
          <StyledActions>
            <Button type="button" $tone="primary" onClick={form.start}>
              Propose a programme
            </Button>
            <Button type="button" $tone="outline" onClick={onClose}>
              Back to the studio
            </Button>
          </StyledActions>

          {form.kept.length > 0 && (
            <section aria-labelledby="kept-heading">
              <h3 id="kept-heading">Not sent yet</h3>
              <StyledKept aria-label="Proposals not sent yet">
                {form.kept.map((local) => {
                  const whom = local.draft.clientName.trim() || "someone not yet named"
                  return (
                    <li key={local.id}>
                      <span>
                        To {whom}
                        {local.draft.title.trim() ? `: ${local.draft.title.trim()}` : ""}
                      </span>
                      <div>
                        <Button type="button" $tone="outline" aria-label={`Continue the proposal to ${whom}`} onClick={() => form.open(local.id)}>
                          Continue
                        </Button>
                        <Button type="button" $tone="outline" aria-label={`Discard the proposal to ${whom}`} onClick={() => form.discard(local.id)}>
                          Discard
                        </Button>
                      </div>
                    </li>
                  )
                })}
              </StyledKept>
            </section>
          )}

          <section aria-labelledby="proposals-heading">
            <h3 id="proposals-heading" tabIndex={-1}>
              Your proposals{proposals.proposals ? ` (${waiting} waiting for an answer)` : ""}
            </h3>
            {proposals.proposalDays !== null && <p>A client has {proposals.proposalDays} days to accept a proposal, counted from when it was last sent (your Settings).</p>}
            {proposals.problem && <p role="alert">{proposals.problem}</p>}
            <p role="status">{proposals.done ?? ""}</p>
            {proposals.proposals === null ? (
              !proposals.problem && <p role="status">Loading your proposals…</p>
            ) : proposals.proposals.length === 0 ? (
              <p>No proposals yet. After a first call, use Propose a programme here, on the call in Calls, or on the enquiry.</p>
            ) : (
              <ProposalList
                proposals={proposals.proposals}
                confirming={proposals.confirming}
                busy={proposals.busy}
                onAsk={proposals.askToWithdraw}
                onWithdraw={(summary) => void proposals.withdraw(summary).then((done) => done && document.getElementById("proposals-heading")?.focus())}
                onResend={(summary) => void proposals.resend(summary)}
                recordOf={(summary) => <ClientRecord setup={setup} engagementId={summary.proposalId} clientName={summary.proposal.client.name} />}
                paymentsOf={(summary) => (invoices.invoices ? clientPayments(invoices.invoices.filter((each) => each.invoice.engagementId === summary.proposalId), summary.schedule) : null)}
                sessionsOf={({ proposalId, proposal: { client } }) => <EngagementSessionsPanel setup={setup} engagementId={proposalId} clientName={client.name} onExtend={() => form.startFor(client)} />}
                endOf={({ proposalId, proposal: { client } }) => <ProgrammeEndPanel setup={setup} engagementId={proposalId} clientName={client.name} />}
              />
            )}
          </section>

          <section aria-labelledby="invoices-heading">
            <h3 id="invoices-heading" tabIndex={-1}>
              Invoices{invoices.totals ? ` (${invoices.totals.overdue.count} overdue)` : ""}
            </h3>
            <p>Each invoice is issued and e-mailed to whoever pays: the first when the client accepts, later instalments on their days. Mark one paid when the transfer reaches your account.</p>
            <StyledActions>
              <Button type="button" $tone="outline" aria-disabled={invoices.busy || undefined} onClick={() => void invoices.exportCsv()}>
                Download CSV for your accountant
              </Button>
            </StyledActions>
            {invoices.problem && <p role="alert">{invoices.problem}</p>}
            <p role="status">{invoices.done ?? ""}</p>
            {invoices.invoices === null || invoices.totals === null ? (
              !invoices.problem && <p role="status">Loading your invoices…</p>
            ) : invoices.invoices.length === 0 ? (
              <p>No invoices yet. The first is issued when a client accepts a proposal.</p>
            ) : (
              <InvoiceLedger
                invoices={invoices.invoices}
                totals={invoices.totals}
                asking={invoices.asking}
                busy={invoices.busy}
                onAsk={invoices.ask}
                // Sent (or refused, in the alert above the list): her place is the section's heading again.
                onMarkPaid={(summary, paidOn) => invoices.markPaid(summary, paidOn).then(backToInvoices)}
                onVoid={(summary, reason) => invoices.voidOne(summary, reason).then(backToInvoices)}
              />
            )}
          </section>
        </>
      )}
    </StyledScreen>
  )
}
