import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { framedBlock } from "../../src/theme/mixins"
import { firstNameOf, NAMING_LABELS, NAMINGS, TESTIMONIAL_LIMITS, type MyTestimonialResult, type NamingKind } from "../../contract/programme-end-api"
import type { ClientEngagement } from "../../contract/client-room-api"
import { longDate, longDateTime } from "../../contract/long-date"
import type { FirebaseSetup } from "../../src/firebase/config"
import { useMyTestimonial, type TestimonialDraft, type TestimonialProblem } from "./use-my-testimonial"

const StyledSection = styled.section`
  margin: 2rem 0;

  input[type="text"],
  textarea {
    ${controlStyle}
  }

  textarea {
    min-height: 9rem;
  }

  blockquote {
    margin: 0.6rem 0 1rem;
    padding-left: 0.8rem;
    border-left: 3px solid ${({ theme }) => theme.colors.muted};
    white-space: pre-wrap;
  }

  fieldset {
    border: 0;
    margin: 0 0 1.2rem;
    padding: 0;
  }

  legend {
    font-weight: 600;
    margin-bottom: 0.4rem;
  }
`

const StyledNotice = styled.div`
  ${framedBlock}
  margin: 0 0 1.5rem;
`

const StyledField = styled.div`
  margin-bottom: 1.2rem;
`

const StyledChoice = styled.div`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  margin-bottom: 0.6rem;

  input {
    width: 1.4rem;
    height: 1.4rem;
    margin: 0.1rem 0 0;
    flex: none;
  }
`

/** How the site would name them for a choice, so the choice is seen before it is made. */
const shownAs = (naming: NamingKind, acceptanceName: string, role: string, company: string): string => {
  const parts = naming === "full" ? [acceptanceName, role, company] : naming === "first-name-role" ? [firstNameOf(acceptanceName), role] : ["A client", role]
  return parts.map((part) => part.trim()).filter(Boolean).join(", ")
}

const draftOf = (mine: MyTestimonialResult): TestimonialDraft => {
  const current = mine.testimonial?.current
  if (!current) return { wording: "", naming: "full", role: "", company: "", permitted: false }
  const { naming } = current
  return { wording: current.wording, naming: naming.kind, role: naming.role ?? "", company: naming.kind === "full" ? naming.company : "", permitted: false }
}

const TestimonialForm: React.FC<{ engagementId: string; mine: MyTestimonialResult; coachName: string; busy: boolean; onGive: (draft: TestimonialDraft) => Promise<TestimonialProblem | null> }> = ({
  engagementId,
  mine,
  coachName,
  busy,
  onGive,
}) => {
  const [draft, setDraft] = React.useState<TestimonialDraft>(() => draftOf(mine))
  const [problem, setProblem] = React.useState<TestimonialProblem | null>(null)
  const [saved, setSaved] = React.useState(false)
  const id = (field: string) => `testimonial-${field}-${engagementId}`
  const change = (next: Partial<TestimonialDraft>) => {
    setSaved(false)
    setDraft((before) => ({ ...before, ...next }))
  }
  const fieldProblem = (field: keyof TestimonialProblem["fields"]) => problem?.fields[field]
  const described = (field: keyof TestimonialProblem["fields"], help?: string) => [help, fieldProblem(field) ? id(`${field}-problem`) : undefined].filter(Boolean).join(" ") || undefined
  const current = mine.testimonial?.current
  const published = mine.testimonial?.published
  const suggestion = mine.testimonial?.suggestion
  const wordingField = React.useRef<HTMLTextAreaElement>(null)
  return (
    <form
      noValidate
      aria-labelledby={id("heading")}
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        setProblem(null)
        void onGive(draft).then((answer) => {
          setProblem(answer)
          if (!answer) setDraft((before) => ({ ...before, permitted: false }))
          setSaved(answer === null)
        })
      }}
    >
      <h3 id={id("heading")}>{current ? "Your testimonial" : `A few words for ${coachName}`}</h3>
      <p>
        {coachName} would be grateful for a few words about your programme that she may share on her site. Nothing is published until you agree to exactly these words, named as you
        choose; if you change them later, they come off her site until she publishes the new ones.
      </p>
      {current && (
        <StyledNotice>
          <p>
            You gave your permission for these words on {longDateTime(new Date(current.givenAt))}.{" "}
            {published ? `${coachName} published them on her site on ${longDate(new Date(published.publishedAt))}.` : "They are not on her site yet."}
          </p>
        </StyledNotice>
      )}
      {suggestion && (
        <StyledNotice>
          <p>{coachName} suggests these words:</p>
          <blockquote>{suggestion.wording}</blockquote>
          <p>Nothing changes on her site unless you give your permission for them below.</p>
          <Button
            type="button"
            $tone="outline"
            onClick={() => {
              change({ wording: suggestion.wording })
              wordingField.current?.focus()
            }}
          >
            Use these words
          </Button>
        </StyledNotice>
      )}
      <StyledField>
        <StyledLabel htmlFor={id("wording")}>Your words</StyledLabel>
        <StyledHelp id={id("wording-help")}>
          Paragraphs are kept as you write them. At most {TESTIMONIAL_LIMITS.wording.toLocaleString("en-GB")} characters ({draft.wording.trim().length.toLocaleString("en-GB")} so far).
        </StyledHelp>
        <textarea
          ref={wordingField}
          id={id("wording")}
          aria-invalid={fieldProblem("wording") ? true : undefined}
          aria-describedby={described("wording", id("wording-help"))}
          value={draft.wording}
          onChange={(event) => change({ wording: event.target.value })}
        />
        {fieldProblem("wording") && <StyledError id={id("wording-problem")}>{fieldProblem("wording")}</StyledError>}
      </StyledField>
      <fieldset>
        <legend>How you may be named</legend>
        {NAMINGS.map((naming) => (
          <StyledChoice key={naming}>
            <input type="radio" id={id(`naming-${naming}`)} name={id("naming")} checked={draft.naming === naming} onChange={() => change({ naming })} />
            <label htmlFor={id(`naming-${naming}`)}>{NAMING_LABELS[naming]}</label>
          </StyledChoice>
        ))}
      </fieldset>
      <StyledField>
        <StyledLabel htmlFor={id("role")}>{draft.naming === "anonymous" ? "Your role, if you would like it shown (optional)" : "Your role"}</StyledLabel>
        <StyledHelp id={id("role-help")}>One line, as the site shows it: “Operations director”{draft.naming === "anonymous" ? " or “A founder in fintech”" : ""}.</StyledHelp>
        <input
          id={id("role")}
          type="text"
          autoComplete="organization-title"
          aria-invalid={fieldProblem("role") ? true : undefined}
          aria-describedby={described("role", id("role-help"))}
          value={draft.role}
          onChange={(event) => change({ role: event.target.value })}
        />
        {fieldProblem("role") && <StyledError id={id("role-problem")}>{fieldProblem("role")}</StyledError>}
      </StyledField>
      {draft.naming === "full" && (
        <StyledField>
          <StyledLabel htmlFor={id("company")}>Your company</StyledLabel>
          <input
            id={id("company")}
            type="text"
            autoComplete="organization"
            aria-invalid={fieldProblem("company") ? true : undefined}
            aria-describedby={described("company")}
            value={draft.company}
            onChange={(event) => change({ company: event.target.value })}
          />
          {fieldProblem("company") && <StyledError id={id("company-problem")}>{fieldProblem("company")}</StyledError>}
        </StyledField>
      )}
      <p>The site would name you as: {shownAs(draft.naming, mine.acceptanceName, draft.role, draft.company)}</p>
      <StyledChoice>
        <input
          type="checkbox"
          id={id("permitted")}
          checked={draft.permitted}
          aria-invalid={fieldProblem("permitted") ? true : undefined}
          aria-describedby={described("permitted")}
          onChange={(event) => change({ permitted: event.target.checked })}
        />
        <label htmlFor={id("permitted")}>I agree that {coachName} may publish these words on her site, named as I chose</label>
      </StyledChoice>
      {fieldProblem("permitted") && <StyledError id={id("permitted-problem")}>{fieldProblem("permitted")}</StyledError>}
      <div role="alert">{problem && <StyledError>{problem.message}</StyledError>}</div>
      <div role="status">{saved && <p>Thank you: your words and your permission are recorded.</p>}</div>
      <Button type="submit" $tone="primary" aria-disabled={busy}>
        {busy ? "Sending…" : current ? "Save my changed words" : "Give my testimonial"}
      </Button>
    </form>
  )
}

const ErasureRequest: React.FC<{ engagementId: string; mine: MyTestimonialResult; coachName: string; busy: boolean; onRequest: (reason: string) => Promise<TestimonialProblem | null> }> = ({
  engagementId,
  mine,
  coachName,
  busy,
  onRequest,
}) => {
  const [reason, setReason] = React.useState("")
  const [problem, setProblem] = React.useState<TestimonialProblem | null>(null)
  const id = `erasure-reason-${engagementId}`
  if (mine.erasureRequestedAt) {
    return (
      <div role="status">
        <p>
          You asked on {longDate(new Date(mine.erasureRequestedAt))} for your record to be erased. {coachName} will confirm it; she keeps only the invoices, which the law asks her to keep for six
          years.
        </p>
      </div>
    )
  }
  return (
    <details>
      <summary>Ask for your record to be erased</summary>
      <p>
        {coachName} keeps your intake, sessions and the actions you shared for a time after the programme ends. You can ask her to erase them now; she keeps only the invoices, which the law
        asks her to keep for six years.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (busy) return
          setProblem(null)
          void onRequest(reason).then(setProblem)
        }}
      >
        <StyledField>
          <StyledLabel htmlFor={id}>Anything she should know (optional)</StyledLabel>
          <textarea id={id} aria-invalid={problem?.fields.reason ? true : undefined} value={reason} onChange={(event) => setReason(event.target.value)} />
          {problem?.fields.reason && <StyledError>{problem.fields.reason}</StyledError>}
        </StyledField>
        <div role="alert">{problem && <StyledError>{problem.message}</StyledError>}</div>
        <Button type="submit" $tone="outline" aria-disabled={busy}>
          {busy ? "Sending…" : "Ask for erasure"}
        </Button>
      </form>
    </details>
  )
}

const Panel: React.FC<{ setup: FirebaseSetup; engagement: ClientEngagement; coachName: string }> = ({ setup, engagement, coachName }) => {
  const { loaded, sending, give, requestErasure } = useMyTestimonial(setup, engagement.proposalId)
  if (loaded.state === "loading") return null
  if (loaded.state === "failed") return <StyledError role="alert">{loaded.message}</StyledError>
  const { mine } = loaded
  return (
    <StyledSection aria-label="Your testimonial and your record">
      {mine.ended && <p>{coachName} has marked this programme as ended. Thank you for the work you put into it.</p>}
      {mine.testimonial && <TestimonialForm engagementId={engagement.proposalId} mine={mine} coachName={coachName} busy={sending} onGive={give} />}
      <ErasureRequest engagementId={engagement.proposalId} mine={mine} coachName={coachName} busy={sending} onRequest={requestErasure} />
    </StyledSection>
  )
}

/** An accepted engagement's end in the room: the testimonial she asked for, and asking for erasure. */
export const TestimonialPanel: React.FC<{ setup: FirebaseSetup; engagement: ClientEngagement; coachName: string }> = ({ setup, engagement, coachName }) => (
  <Panel setup={setup} engagement={engagement} coachName={coachName} />
)
