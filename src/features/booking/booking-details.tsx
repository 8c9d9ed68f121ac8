import * as React from "react"
import styled from "styled-components"
import { CALL_WAYS } from "../../../contract/booking-api"
import type { BookingCopy, ContactFormCopy } from "../../../contract/contact-copy-schema"
import { ENQUIRY_FIELDS } from "../../../contract/enquiry-schema"
import { Button } from "../../components/button"
import { EnquiryControls, ErrorSummary, formPanelStyle, StyledCheck } from "../contact/enquiry-controls"
import { StyledLabel } from "../../components/form-field"
import { describedBy, EnquiryField, fieldIds } from "../contact/enquiry-field"
import type { BookingErrors, BookingField, BookingForm } from "./use-booking-form"
import { bookingFormCopy } from "./booking-form-copy"

/** The booking form's id prefix: the enquiry form below has the same fields. */
export const BOOKING_PREFIX = "booking"

/** The element to focus for a field with a problem. */
export const bookingFieldId = (field: BookingField): string => fieldIds(field, BOOKING_PREFIX).input

const StyledForm = styled.form`
  ${formPanelStyle}

  fieldset {
    margin: 0 0 1.4rem;
    padding: 0;
    border: 0;
  }

  legend {
    padding: 0;
  }

  ${StyledCheck} {
    margin-bottom: 0.6rem;
  }
`

const StyledStatus = styled.p`
  margin: 1rem 0 0;
  &:empty {
    display: none;
  }
`

interface BookingDetailsProps {
  copy: BookingCopy
  formCopy: ContactFormCopy
  form: BookingForm
  onSubmit: () => void
  /** Shown above the fields: the time picked, a refusal and the times offered instead. */
  children?: React.ReactNode
}

const phoneProblem = (copy: BookingCopy, formCopy: ContactFormCopy, errors: BookingErrors): string | undefined => {
  const problem = errors.phone
  if (!problem) return undefined
  return problem === "required" ? copy.phone.required : problem === "invalid" ? copy.phone.invalid : formCopy.errors.other
}

/**
 * The visitor's details for the call: the enquiry's own fields, checks and consent, and how they
 * would like to talk (a number when by phone).
 */
export const BookingDetails: React.FC<BookingDetailsProps> = ({ copy, formCopy, form, onSubmit, children }) => {
  const sending = form.status === "sending"
  const shown = Object.values(form.errors).filter(Boolean).length
  const phoneError = phoneProblem(copy, formCopy, form.errors)
  const words = React.useMemo(() => bookingFormCopy(copy, formCopy), [copy, formCopy])
  const wayChoice = (
    <>
      <fieldset>
        <legend>
          <StyledLabel as="span">{copy.way.label}</StyledLabel>
        </legend>
        {CALL_WAYS.map((way) => (
          <StyledCheck key={way}>
            <label htmlFor={`${BOOKING_PREFIX}-way-${way}`}>
              <input type="radio" id={`${BOOKING_PREFIX}-way-${way}`} name="way" value={way} checked={form.way === way} onChange={() => form.setWay(way)} />
              <span>{copy.way[way]}</span>
            </label>
          </StyledCheck>
        ))}
      </fieldset>
      {form.way === "phone" && (
        <EnquiryField name="phone" prefix={BOOKING_PREFIX} label={copy.phone.label} help={copy.phone.help} error={phoneError}>
          <input
            id={bookingFieldId("phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            required
            {...describedBy("phone", true, phoneError !== undefined, BOOKING_PREFIX)}
            value={form.phone}
            onChange={(event) => form.setPhone(event.target.value)}
          />
        </EnquiryField>
      )}
    </>
  )
  return (
    <StyledForm
      noValidate
      aria-labelledby="booking-details-heading"
      data-booking={form.status}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      {shown > 0 && <ErrorSummary text={words.errors.summary} count={shown} />}
      <EnquiryControls
        copy={words}
        fields={ENQUIRY_FIELDS}
        values={form.values}
        errors={form.errors}
        change={form.change}
        prefix={BOOKING_PREFIX}
        beforeConsent={wayChoice}
      />
      <Button type="submit" $tone="primary" aria-disabled={sending || undefined}>
        {sending ? copy.sending : copy.submit}
      </Button>
      <StyledStatus role="status">{sending ? copy.sending : ""}</StyledStatus>
    </StyledForm>
  )
}
