import * as React from "react"
import styled from "styled-components"
import type { ContactFormCopy } from "../../../shared/content-schema"
import { Button } from "../../components/button"
import type { FirebaseSetup } from "../../firebase/config"
import { useHydrated } from "../../lib/use-hydrated"
import { media } from "../../theme/media"
import { copyMailto, problemSentence } from "./enquiry-copy"
import { controlStyle, describedBy, EnquiryField, fieldIds, StyledError, StyledHelp } from "./enquiry-field"
import { openMailto } from "./enquiry-mailto"
import { EnquiryConfirmation, EnquiryFailure, StyledPanel } from "./enquiry-outcome"
import { ENQUIRY_LIMITS, ENQUIRY_TOPICS } from "../../../shared/enquiry-schema"
import { FORM_FIELDS, type EnquiryValues, type FormField } from "./enquiry-values"
import { useEnquiryForm } from "./use-enquiry-form"

const StyledForm = styled.form`
  position: relative;
  max-width: 720px;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.body};

  ${media.up("medium")} {
    padding: 2rem;
  }

  input:not([type="checkbox"]),
  select,
  textarea {
    ${controlStyle}
  }

  textarea {
    min-height: 10rem;
    resize: vertical;
  }
`

const StyledPair = styled.div`
  ${media.up("medium")} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0 1.25rem;
  }
`

const StyledConsent = styled.div`
  margin-bottom: 1.4rem;

  label {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    flex: none;
  }
`

/** Off-screen and hidden from assistive technology: only a bot fills it in. */
/** The trap's id: no autofill heuristic matches it. */
export const TRAP_ID = "enquiry-leave-empty"

const StyledTrap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

const StyledStatus = styled.p`
  margin: 1rem 0 0;
  &:empty {
    display: none;
  }
`

interface EnquiryFormProps {
  copy: ContactFormCopy
  /** The coach's e-mail address, for the demo-mode e-mail and the fallback after a failed send. */
  email: string
  setup: FirebaseSetup | null
}

/** The enquiry form on /contact, with its confirmation and its failure panel. */
export const EnquiryForm: React.FC<EnquiryFormProps> = ({ copy, email, setup }) => {
  const hydrated = useHydrated()
  const mailtoFor = (values: EnquiryValues): string => copyMailto(copy, email, values)
  const openEmail = React.useCallback((values: EnquiryValues) => openMailto(copyMailto(copy, email, values)), [copy, email])
  const form = useEnquiryForm({ setup, openEmail })
  const { values, errors, status, change } = form

  const confirmation = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    if (status === "sent") confirmation.current?.focus()
  }, [status])

  const send = async (): Promise<void> => {
    const invalid = await form.submit()
    if (invalid) document.getElementById(fieldIds(invalid).input)?.focus()
  }
  const onSubmit = (event: React.FormEvent): void => {
    event.preventDefault()
    void send()
  }

  if (status === "sent") return <EnquiryConfirmation ref={confirmation} heading={copy.sent.heading} text={copy.sent.text} />

  const errorOf = (field: FormField): string | undefined => {
    const problem = errors[field]
    return problem && problemSentence(copy, field, problem)
  }
  const shown = FORM_FIELDS.filter((field) => errors[field] !== undefined).length
  const control = (field: FormField) => ({
    id: fieldIds(field).input,
    name: field,
    ...describedBy(field, Boolean(copy.fields[field].help), errors[field] !== undefined),
  })
  const text = (field: "name" | "email" | "organisation" | "role") => ({
    ...control(field),
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
  })
  const sending = status === "sending"

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-labelledby="enquiry-heading" data-enquiry={status}>
      {form.restored && status === "idle" && <StyledHelp role="status">{copy.draftRestored}</StyledHelp>}
      {shown > 0 && <ErrorSummary text={copy.errors.summary} count={shown} />}
      {status === "failed" && form.failure && (
        <EnquiryFailure
          heading={copy.failed.heading}
          reason={form.failure}
          text={copy.failed.text}
          retryLabel={copy.failed.retry}
          emailLabel={copy.failed.email}
          mailto={mailtoFor(values)}
          email={email}
          onRetry={() => void send()}
        />
      )}
      {status === "emailed" && (
        <StyledPanel role="status" data-enquiry="emailed">
          <p>{copy.demo.opened}</p>
          <p>
            <a href={mailtoFor(values)}>{email}</a>
          </p>
        </StyledPanel>
      )}

      <StyledPair>
        <EnquiryField name="name" label={copy.fields.name.label} help={copy.fields.name.help} error={errorOf("name")}>
          <input type="text" autoComplete="name" maxLength={ENQUIRY_LIMITS.name + 20} required {...text("name")} />
        </EnquiryField>
        <EnquiryField name="email" label={copy.fields.email.label} help={copy.fields.email.help} error={errorOf("email")}>
          <input type="email" autoComplete="email" inputMode="email" required {...text("email")} />
        </EnquiryField>
        <EnquiryField name="organisation" label={copy.fields.organisation.label} help={copy.fields.organisation.help} error={errorOf("organisation")}>
          <input type="text" autoComplete="organization" {...text("organisation")} />
        </EnquiryField>
        <EnquiryField name="role" label={copy.fields.role.label} help={copy.fields.role.help} error={errorOf("role")}>
          <input type="text" autoComplete="organization-title" {...text("role")} />
        </EnquiryField>
      </StyledPair>

      <EnquiryField name="topic" label={copy.fields.topic.label} help={copy.fields.topic.help} error={errorOf("topic")}>
        <select
          {...control("topic")}
          required
          value={values.topic}
          onChange={(event) => change("topic", toTopic(event.target.value))}
        >
          <option value="">{copy.choose}</option>
          {copy.topics.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </select>
      </EnquiryField>

      <EnquiryField name="message" label={copy.fields.message.label} help={copy.fields.message.help} error={errorOf("message")}>
        <textarea {...control("message")} required rows={7} value={values.message} onChange={(event) => change("message", event.target.value)} />
      </EnquiryField>

      <StyledConsent>
        <label htmlFor={fieldIds("consent").input}>
          <input
            type="checkbox"
            {...control("consent")}
            required
            checked={values.consent}
            onChange={(event) => change("consent", event.target.checked)}
          />
          <span>{copy.fields.consent.label}</span>
        </label>
        {copy.fields.consent.help && <StyledHelp id={fieldIds("consent").help}>{copy.fields.consent.help}</StyledHelp>}
        {errors.consent && <StyledError id={fieldIds("consent").error}>{errorOf("consent")}</StyledError>}
      </StyledConsent>

      {/*
        The spam trap. Named and labelled so that no browser autofill or password manager takes it
        for a field of theirs (not "website", "url" or "name"), and told to leave it alone; a
        submission that fills it is still kept for the coach, marked as suspected spam.
      */}
      <StyledTrap aria-hidden="true">
        <label htmlFor={TRAP_ID}>Leave this empty</label>
        <input
          id={TRAP_ID}
          name="leave-this-empty"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore="true"
          data-lpignore="true"
          data-bwignore="true"
          data-form-type="other"
          value={values.website}
          onChange={(event) => change("website", event.target.value)}
        />
      </StyledTrap>

      {form.demo && <StyledHelp id="enquiry-demo">{copy.demo.notice}</StyledHelp>}
      <Button
        type="submit"
        $tone="primary"
        disabled={!hydrated}
        aria-disabled={sending || undefined}
        aria-describedby={form.demo ? "enquiry-demo" : undefined}
      >
        {sending ? copy.sending : copy.submit}
      </Button>
      <StyledStatus role="status">{sending ? copy.sending : ""}</StyledStatus>
    </StyledForm>
  )
}

const toTopic = (value: string): EnquiryValues["topic"] =>
  (ENQUIRY_TOPICS as readonly string[]).includes(value) ? (value as EnquiryValues["topic"]) : ""

/** Above the form after a failed submit: how many fields need attention (focus goes to the first). */
const ErrorSummary: React.FC<{ text: string; count: number }> = ({ text, count }) => (
  <StyledError role="alert" data-enquiry="problems">
    {text.replace("{count}", String(count))}
  </StyledError>
)
