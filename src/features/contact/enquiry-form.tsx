import * as React from "react"
import styled from "styled-components"
import type { ContactFormCopy } from "../../../contract/content-schema"
import { Button } from "../../components/button"
import { controlStyle, StyledError, StyledHelp } from "../../components/form-field"
import { useHydrated } from "../../lib/use-hydrated"
import { media } from "../../theme/media"
import { copyMailto, fieldCopy, problemSentence } from "./enquiry-copy"
import { describedBy, EnquiryField, fieldIds } from "./enquiry-field"
import { openMailto } from "./enquiry-mailto"
import type { EnquirySender } from "./enquiry-sender"
import { EnquiryConfirmation, EnquiryFailure, StyledPanel } from "./enquiry-outcome"
import { ENQUIRY_FIELDS, ENQUIRY_TOPICS, type EnquiryFieldSpec, type EnquiryFields } from "../../../contract/enquiry-schema"
import type { EnquiryValues, FormField } from "./enquiry-values"
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
  /** How the enquiry is sent (null: demo mode); the feature's own unless a test gives another. */
  sender?: EnquirySender | null
  /** The enquiry's fields; the shared table unless a test renders another. */
  fields?: EnquiryFields
}

/** The enquiry form on /contact, with its confirmation and its failure panel. */
export const EnquiryForm: React.FC<EnquiryFormProps> = ({ copy, email, sender, fields = ENQUIRY_FIELDS }) => {
  const hydrated = useHydrated()
  const mailtoFor = (values: EnquiryValues): string => copyMailto(copy, email, values, fields)
  const openEmail = React.useCallback((values: EnquiryValues) => openMailto(copyMailto(copy, email, values, fields)), [copy, email, fields])
  const form = useEnquiryForm({ sender, openEmail, fields })
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
  const shown = Object.keys(fields).filter((field) => errors[field as FormField] !== undefined).length
  const control = (field: FormField) => ({
    id: fieldIds(field).input,
    name: field,
    ...describedBy(field, Boolean(fieldCopy(copy, field).help), errors[field] !== undefined),
  })
  const textValue = (field: FormField): string => String(values[field])
  const changeText = (field: FormField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change(field, event.target.value as EnquiryValues[FormField])

  /** Each kind of field as the visitor sees it, in the table's order (contract/enquiry-schema.ts). */
  const renderField = (field: FormField, spec: EnquiryFieldSpec): React.ReactNode => {
    const words = fieldCopy(copy, field)
    if (spec.control === "consent") {
      return (
        <StyledConsent key={field}>
          <label htmlFor={fieldIds(field).input}>
            <input
              type="checkbox"
              {...control(field)}
              required
              checked={values[field] === true}
              onChange={(event) => change(field, event.target.checked as EnquiryValues[FormField])}
            />
            <span>{words.label}</span>
          </label>
          {words.help && <StyledHelp id={fieldIds(field).help}>{words.help}</StyledHelp>}
          {errors[field] && <StyledError id={fieldIds(field).error}>{errorOf(field)}</StyledError>}
        </StyledConsent>
      )
    }
    const isRequired = spec.problems.includes("required") || spec.control === "choice"
    return (
      <EnquiryField key={field} name={field} label={words.label} help={words.help} error={errorOf(field)}>
        {spec.control === "choice" ? (
          <select
            {...control(field)}
            required
            value={textValue(field)}
            onChange={(event) => change(field, toTopic(event.target.value) as EnquiryValues[FormField])}
          >
            <option value="">{copy.choose}</option>
            {copy.topics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        ) : spec.control === "long-text" ? (
          <textarea {...control(field)} required={isRequired} rows={7} value={textValue(field)} onChange={changeText(field)} />
        ) : (
          <input
            type={spec.control}
            autoComplete={spec.autoComplete}
            inputMode={spec.control === "email" ? "email" : undefined}
            maxLength={spec.typingLimit}
            required={isRequired || undefined}
            {...control(field)}
            value={textValue(field)}
            onChange={changeText(field)}
          />
        )}
      </EnquiryField>
    )
  }
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

      {fieldGroups(fields).map((group) => {
        const rendered = group.map(([field, spec]) => renderField(field, spec))
        return group[0][1].control === "text" || group[0][1].control === "email" ? <StyledPair key={group[0][0]}>{rendered}</StyledPair> : rendered
      })}

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

/** The fields in order, consecutive lines of text (name, e-mail, ...) grouped to sit in pairs. */
const fieldGroups = (fields: EnquiryFields): [FormField, EnquiryFieldSpec][][] => {
  const groups: [FormField, EnquiryFieldSpec][][] = []
  const paired = (spec: EnquiryFieldSpec) => spec.control === "text" || spec.control === "email"
  for (const entry of Object.entries(fields) as [FormField, EnquiryFieldSpec][]) {
    const last = groups[groups.length - 1]
    if (last && paired(last[0][1]) && paired(entry[1])) last.push(entry)
    else groups.push([entry])
  }
  return groups
}

const toTopic = (value: string): EnquiryValues["topic"] =>
  (ENQUIRY_TOPICS as readonly string[]).includes(value) ? (value as EnquiryValues["topic"]) : ""

/** Above the form after a failed submit: how many fields need attention (focus goes to the first). */
const ErrorSummary: React.FC<{ text: string; count: number }> = ({ text, count }) => (
  <StyledError role="alert" data-enquiry="problems">
    {text.replace("{count}", String(count))}
  </StyledError>
)
