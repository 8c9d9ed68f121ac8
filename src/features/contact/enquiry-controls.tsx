/**
 * The enquiry's fields as the visitor fills them in, in the table's order (contract/enquiry-schema.ts),
 * with the spam trap: one piece for every form that asks for them (the enquiry, booking a call).
 */
import * as React from "react"
import styled, { css } from "styled-components"
import type { ContactFormCopy } from "../../../contract/contact-copy-schema"
import { ENQUIRY_TOPICS, type EnquiryFieldView, type EnquiryFieldViews } from "../../../contract/enquiry-fields"
import type { EnquiryErrors } from "../../../contract/enquiry-schema"
import { media } from "../../theme/media"
import { fieldCopy, problemSentence } from "./enquiry-copy"
import { controlStyle, StyledError, StyledHelp } from "../../components/form-field"
import { describedBy, EnquiryField, ENQUIRY_PREFIX, fieldIds } from "./enquiry-field"
import type { EnquiryValues, FormField } from "./enquiry-values"

/** The panel a form of these fields sits in, and the look of its controls. */
export const formPanelStyle = css`
  position: relative;
  max-width: 720px;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.body};

  ${media.up("medium")} {
    padding: 2rem;
  }

  input:not([type="checkbox"]):not([type="radio"]),
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

/** A tick or a choice beside its label. */
export const StyledCheck = styled.div`
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

/** The trap's id in the enquiry form: no autofill heuristic matches it. */
export const trapId = (prefix: string = ENQUIRY_PREFIX): string => `${prefix}-leave-empty`

/** Off-screen and hidden from assistive technology: only a bot fills it in. */
const StyledTrap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export type ChangeValue = <F extends keyof EnquiryValues>(field: F, value: EnquiryValues[F]) => void

interface EnquiryControlsProps {
  copy: ContactFormCopy
  fields: EnquiryFieldViews
  values: EnquiryValues
  errors: EnquiryErrors
  change: ChangeValue
  /** The form's id prefix (fieldIds), so two forms of these fields can share a page. */
  prefix?: string
  /** The form's own fields, shown before the consent tick (booking: video or phone). */
  beforeConsent?: React.ReactNode
}

/** The fields in order, consecutive lines of text (name, e-mail, ...) grouped to sit in pairs. */
const fieldGroups = (fields: EnquiryFieldViews): [FormField, EnquiryFieldView][][] => {
  const groups: [FormField, EnquiryFieldView][][] = []
  const paired = (spec: EnquiryFieldView) => spec.control === "text" || spec.control === "email"
  for (const entry of Object.entries(fields) as [FormField, EnquiryFieldView][]) {
    const last = groups[groups.length - 1]
    if (last && paired(last[0][1]) && paired(entry[1])) last.push(entry)
    else groups.push([entry])
  }
  return groups
}

const toTopic = (value: string): EnquiryValues["topic"] =>
  (ENQUIRY_TOPICS as readonly string[]).includes(value) ? (value as EnquiryValues["topic"]) : ""

/** Each field as the visitor sees it, its problem in the form's words, then the spam trap. */
export const EnquiryControls: React.FC<EnquiryControlsProps> = ({ copy, fields, values, errors, change, prefix = ENQUIRY_PREFIX, beforeConsent }) => {
  const errorOf = (field: FormField): string | undefined => {
    const problem = errors[field]
    return problem && problemSentence(copy, field, problem)
  }
  const control = (field: FormField) => ({
    id: fieldIds(field, prefix).input,
    name: field,
    ...describedBy(field, Boolean(fieldCopy(copy, field).help), errors[field] !== undefined, prefix),
  })
  const textValue = (field: FormField): string => String(values[field])
  const changeText = (field: FormField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change(field, event.target.value as EnquiryValues[FormField])

  const renderField = (field: FormField, spec: EnquiryFieldView): React.ReactNode => {
    const words = fieldCopy(copy, field)
    const ids = fieldIds(field, prefix)
    if (spec.control === "consent") {
      return (
        <React.Fragment key={field}>
          {beforeConsent}
          <StyledCheck>
            <label htmlFor={ids.input}>
              <input
                type="checkbox"
                {...control(field)}
                required
                checked={values[field] === true}
                onChange={(event) => change(field, event.target.checked as EnquiryValues[FormField])}
              />
              <span>{words.label}</span>
            </label>
            {words.help && <StyledHelp id={ids.help}>{words.help}</StyledHelp>}
            {errors[field] && <StyledError id={ids.error}>{errorOf(field)}</StyledError>}
          </StyledCheck>
        </React.Fragment>
      )
    }
    const isRequired = spec.problems.includes("required") || spec.control === "choice"
    return (
      <EnquiryField key={field} name={field} prefix={prefix} label={words.label} help={words.help} error={errorOf(field)}>
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

  const trap = trapId(prefix)
  return (
    <>
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
        <label htmlFor={trap}>Leave this empty</label>
        <input
          id={trap}
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
    </>
  )
}

/** Above a form after a failed submit: how many fields need attention (focus goes to the first). */
export const ErrorSummary: React.FC<{ text: string; count: number }> = ({ text, count }) => (
  <StyledError role="alert" data-enquiry="problems">
    {text.replace("{count}", String(count))}
  </StyledError>
)
