import * as React from "react"
import styled from "styled-components"
import type { ContactFormCopy } from "../../../contract/contact-copy-schema"
import { Button } from "../../components/button"
import { StyledHelp } from "../../components/form-field"
import { useHydrated } from "../../lib/use-hydrated"
import { copyMailto } from "./enquiry-copy"
import { EnquiryControls, ErrorSummary, formPanelStyle, trapId } from "./enquiry-controls"
import { fieldIds } from "./enquiry-field"
import { openMailto } from "./enquiry-mailto"
import type { EnquirySender } from "./enquiry-sender"
import { EnquiryConfirmation, EnquiryFailure, StyledPanel } from "./enquiry-outcome"
import { ENQUIRY_FIELD_VIEWS } from "../../../contract/enquiry-fields"
import type { EnquiryFields } from "../../../contract/enquiry-schema"
import type { EnquiryValues, FormField } from "./enquiry-values"
import { useEnquiryForm } from "./use-enquiry-form"

const StyledForm = styled.form`
  ${formPanelStyle}
`

/** The enquiry form's spam trap. */
export const TRAP_ID = trapId()

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
  /** The enquiry's fields with their schemas; the shared table unless a test renders another. */
  fields?: EnquiryFields
}

/** The enquiry form on /contact, with its confirmation and its failure panel. */
export const EnquiryForm: React.FC<EnquiryFormProps> = ({ copy, email, sender, fields }) => {
  const hydrated = useHydrated()
  // What the form shows needs no schema: the page's first JavaScript carries no zod (enquiry-check.ts).
  const views = fields ?? ENQUIRY_FIELD_VIEWS
  const mailtoFor = (values: EnquiryValues): string => copyMailto(copy, email, values, views)
  const openEmail = React.useCallback((values: EnquiryValues) => openMailto(copyMailto(copy, email, values, views)), [copy, email, views])
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

  const shown = Object.keys(views).filter((field) => errors[field as FormField] !== undefined).length
  const sending = status === "sending"

  return (
    <StyledForm noValidate onSubmit={onSubmit} onFocus={form.prepare} onPointerDown={form.prepare} aria-labelledby="enquiry-heading" data-enquiry={status}>
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

      <EnquiryControls copy={copy} fields={views} values={values} errors={errors} change={change} />

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
