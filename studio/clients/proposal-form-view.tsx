import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { StyledError, StyledHelp } from "../../src/components/form-field"
import { ENGAGEMENT_LIMITS, formatPounds } from "../../contract/engagement-schema"
import type { OfferItem } from "../../contract/proposal-offers"
import { describedBy, FieldBox } from "../common/field-box"
import { WarningBlock } from "../common/warning-block"
import { planPreview, type ProposalProblem } from "./proposal-check"
import { PROPOSAL_FIELDS, proposalFieldId, type ProposalField, type ProposalForm } from "./proposal-form"

const StyledForm = styled.form`
  fieldset {
    margin: 0 0 1.75rem;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: 0.75rem;
    font-size: 1.2rem;
    font-weight: 600;
  }

  textarea {
    min-height: 6rem;
  }
`

const StyledChoice = styled.div`
  margin-bottom: 1rem;

  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 2.75rem;
  }
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

const StyledSummary = styled.div`
  margin: 0 0 1.2rem;

  ul {
    margin: 0.4rem 0 0;
  }
`

/** The problem of one field, in a sentence that names it. */
const problemOf = (problems: readonly ProposalProblem[], field: ProposalField): string | undefined => {
  const found = problems.find((problem) => problem.field === field)
  return found && `${found.label}: ${found.message}.`
}

/** Leads her to a field, without touching the address (the part after # names the studio's screen). */
const focusField = (field: ProposalField) => (event: React.MouseEvent) => {
  event.preventDefault()
  document.getElementById(proposalFieldId(field))?.focus()
}

/** Above the form she tried to send with mistakes: how many, each leading to its field. */
const ProblemSummary: React.FC<{ problems: readonly ProposalProblem[] }> = ({ problems }) =>
  problems.length === 0 ? null : (
    <StyledSummary role="alert">
      <StyledError as="p">The proposal has not been sent. {problems.length === 1 ? "One thing needs" : `${problems.length} things need`} changing first:</StyledError>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.label}:${problem.message}`}>
            {problem.field ? (
              <a href={`#${proposalFieldId(problem.field)}`} onClick={focusField(problem.field)}>
                {problem.label}: {problem.message}
              </a>
            ) : (
              `${problem.label}: ${problem.message}`
            )}
          </li>
        ))}
      </ul>
    </StyledSummary>
  )

/** The amounts each invoice of the plan bills, as she reads them while she types. */
const PlanAmounts: React.FC<{ form: ProposalForm }> = ({ form }) => {
  const amounts = planPreview(form)
  if (!amounts) return <StyledHelp>The amounts show here once the fee{form.plan === "monthly" ? " and the number of instalments" : ""} are filled in.</StyledHelp>
  if (amounts.length === 1) return <p>Invoiced in full when the client accepts: {formatPounds(amounts[0])}, plus VAT if you charge it.</p>
  return (
    <>
      <p>Invoiced in {amounts.length} monthly instalments, plus VAT if you charge it:</p>
      <ol aria-label="Instalments">
        {amounts.map((amount, index) => (
          <li key={index}>
            {formatPounds(amount)}
            {index === 0 ? " when the client accepts" : index === amounts.length - 1 && amount !== amounts[0] ? " (the last takes the remaining pence)" : ""}
          </li>
        ))}
      </ol>
    </>
  )
}

export interface ProposalFormViewProps {
  form: ProposalForm
  offers: readonly OfferItem[]
  /** The page's own words for the sessions of the service or programme chosen. */
  sessionsText?: string
  problems: readonly ProposalProblem[]
  sending: boolean
  /** Why the last send did not go through, and whether these details may become a proposal of their own. */
  outcome: { text: string; separate: boolean } | null
  onDevice: boolean
  onChange: (field: ProposalField, value: string) => void
  onChoose: (slug: string) => void
  onSend: () => void
  onSeparate: () => void
  onClose: () => void
}

/** Her proposal to one client: who they are, who pays, the programme, how it is paid, when it starts, and her note. */
export const ProposalFormView: React.FC<ProposalFormViewProps> = ({ form, offers, sessionsText, problems, sending, outcome, onDevice, onChange, onChoose, onSend, onSeparate, onClose }) => {
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [])

  /** A text field of the form, labelled from the table. */
  const text = (
    field: ProposalField,
    { help, type = "text", max, inputMode }: { help?: string; type?: string; max?: number; inputMode?: "numeric" | "decimal" } = {},
  ) => (
    <FieldBox id={proposalFieldId(field)} label={PROPOSAL_FIELDS[field].label} help={help} problem={problemOf(problems, field)}>
      {(attributes) => (
        <input {...attributes} type={type} inputMode={inputMode} autoComplete="off" maxLength={max} value={form[field]} onChange={(event) => onChange(field, event.target.value)} />
      )}
    </FieldBox>
  )

  /** Two choices of one field, as radio buttons; the first carries the field's id, so a problem leads to it. */
  const choice = (field: "payer" | "plan", options: readonly (readonly [string, string])[]) => {
    const problem = problemOf(problems, field)
    return (
      <StyledChoice role="radiogroup" aria-label={PROPOSAL_FIELDS[field].label} {...describedBy(proposalFieldId(field), false, problem)}>
        {options.map(([value, label], index) => (
          <label key={value}>
            <input
              type="radio"
              name={proposalFieldId(field)}
              id={index === 0 ? proposalFieldId(field) : undefined}
              value={value}
              checked={form[field] === value}
              onChange={() => onChange(field, value)}
            />
            {label}
          </label>
        ))}
        {problem && <StyledError id={`${proposalFieldId(field)}-error`}>{problem}</StyledError>}
      </StyledChoice>
    )
  }

  return (
    <StyledForm
      noValidate
      aria-labelledby="proposal-heading"
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    >
      <h3 id="proposal-heading" tabIndex={-1} ref={heading}>
        {form.clientName.trim() ? `Proposal to ${form.clientName.trim()}` : "A new proposal"}
      </h3>
      <p>
        {onDevice
          ? "Kept on this device as you type, until it is sent."
          : "This device is not keeping a copy (a private window, or its storage is full): send it before you close the studio."}
      </p>
      <ProblemSummary problems={problems} />

      <fieldset>
        <legend>The client</legend>
        {text("clientName", { max: ENGAGEMENT_LIMITS.name })}
        {text("clientEmail", { type: "email", help: "Where the link to their proposal is sent; they sign in with it to accept.", max: ENGAGEMENT_LIMITS.email })}
      </fieldset>

      <fieldset>
        <legend>Who pays</legend>
        {choice("payer", [
          ["client", "The client"],
          ["organisation", "A sponsoring organisation"],
        ])}
        {form.payer === "organisation" && (
          <>
            {text("organisation", { max: ENGAGEMENT_LIMITS.organisation })}
            {text("billingName", { help: "Who receives the invoices.", max: ENGAGEMENT_LIMITS.name })}
            {text("billingEmail", { type: "email", max: ENGAGEMENT_LIMITS.email })}
            <FieldBox
              id={proposalFieldId("address")}
              label={PROPOSAL_FIELDS.address.label}
              help={`Each line as the invoice prints it, the postcode on a line of its own; up to ${ENGAGEMENT_LIMITS.addressLines} lines.`}
              problem={problemOf(problems, "address")}
            >
              {(attributes) => <textarea {...attributes} rows={4} value={form.address} onChange={(event) => onChange("address", event.target.value)} />}
            </FieldBox>
            {text("poNumber", { help: "If their finance team gave you one, it goes on every invoice.", max: ENGAGEMENT_LIMITS.poNumber })}
            {text("vatNumber", { help: "Such as GB 123 4567 89.", max: ENGAGEMENT_LIMITS.vatNumber })}
          </>
        )}
      </fieldset>

      <fieldset>
        <legend>The programme</legend>
        <FieldBox
          id={proposalFieldId("basedOn")}
          label={PROPOSAL_FIELDS.basedOn.label}
          help="Fills in its title, sessions and fee from your site; change any of them for this client."
          problem={problemOf(problems, "basedOn")}
        >
          {(attributes) => (
            <select {...attributes} value={form.basedOn} onChange={(event) => onChoose(event.target.value)}>
              <option value="">One of your own</option>
              {offers.map((offer) => (
                <option key={offer.slug} value={offer.slug}>
                  {offer.title}
                </option>
              ))}
            </select>
          )}
        </FieldBox>
        {text("title", { max: ENGAGEMENT_LIMITS.programme })}
        {sessionsText && <StyledHelp>Its page says: {sessionsText}.</StyledHelp>}
        {text("sessions", { help: `From 1 to ${ENGAGEMENT_LIMITS.sessions}.`, inputMode: "numeric" })}
        {text("sessionMinutes", { help: `From ${ENGAGEMENT_LIMITS.sessionMinutesMin} to ${ENGAGEMENT_LIMITS.sessionMinutesMax}, such as 60 or 90.`, inputMode: "numeric" })}
        {text("fee", { help: "The whole fee in pounds, such as 4,800 or 1,234.56.", inputMode: "decimal" })}
      </fieldset>

      <fieldset>
        <legend>How it is paid</legend>
        {choice("plan", [
          ["full", "In full"],
          ["monthly", "In monthly instalments"],
        ])}
        {form.plan === "monthly" && text("instalments", { help: `From 2 to ${ENGAGEMENT_LIMITS.instalmentsMax}: the first when the client accepts, then one a month.`, inputMode: "numeric" })}
        <PlanAmounts form={form} />
      </fieldset>

      <fieldset>
        <legend>Starting, and your note</legend>
        {text("startDate", { type: "date", help: "The day of the first session, or when the programme begins." })}
        <FieldBox
          id={proposalFieldId("note")}
          label={PROPOSAL_FIELDS.note.label}
          help={`In the e-mail and on their page, above the terms. Up to ${ENGAGEMENT_LIMITS.note.toLocaleString("en-GB")} characters.`}
          problem={problemOf(problems, "note")}
        >
          {(attributes) => <textarea {...attributes} rows={6} value={form.note} onChange={(event) => onChange("note", event.target.value)} />}
        </FieldBox>
      </fieldset>

      {outcome && (
        <WarningBlock role="alert">
          <p>{outcome.text}</p>
          {outcome.separate && (
            <div>
              <Button type="button" $tone="outline" onClick={onSeparate}>
                Make these details a new proposal
              </Button>
            </div>
          )}
        </WarningBlock>
      )}
      <StyledActions>
        <Button type="submit" $tone="primary" aria-disabled={sending || undefined}>
          {sending ? "Sending…" : "Send the proposal"}
        </Button>
        <Button type="button" $tone="outline" onClick={onClose}>
          Back to your clients
        </Button>
      </StyledActions>
      <p role="status">{sending ? "Sending your proposal…" : ""}</p>
    </StyledForm>
  )
}
