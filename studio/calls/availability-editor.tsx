import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledError, StyledHelp } from "../../src/components/form-field"
import { AVAILABILITY_LIMITS, MEETING_SERVICES } from "../../contract/booking-availability"
import { WEEKDAYS, type Weekday } from "../../contract/booking-week"
import { dayName, fieldId, fieldLabel, MEETING_LINK_LABEL, NUMBER_FIELDS, NUMBER_LABELS, type AvailabilityForm, type FormProblem, type NumberField } from "./availability-form"
import { describedBy, FieldBox } from "../common/field-box"
import { problemText, ProblemSummary } from "./calls-form-parts"

const StyledForm = styled.form`
  fieldset {
    margin: 0 0 1.25rem;
    padding: 0.75rem 1rem 0.25rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }

  legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }
`

/** One period of a day: two clock times and its remove button, on one line even at phone width. */
const StyledPeriod = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: 0.5rem;
  align-items: end;
  margin-bottom: 0.75rem;

  label {
    display: block;
    font-size: 0.9rem;
  }

  input {
    ${controlStyle}
  }
`

const StyledNumbers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 0 1.25rem;
`

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
`

const NUMBER_HELP: Readonly<Record<NumberField, string>> = {
  callMinutes: `The first conversation; ${AVAILABILITY_LIMITS.callMinutes.min} to ${AVAILABILITY_LIMITS.callMinutes.max}, in fives.`,
  gapMinutes: "Kept free after each call, to write notes or take a breath.",
  noticeHours: "No one can book a call starting sooner than this. 24 is a day.",
  horizonWeeks: `Visitors see your free times this many weeks ahead (${AVAILABILITY_LIMITS.horizonWeeks.min} to ${AVAILABILITY_LIMITS.horizonWeeks.max}).`,
  maxCallsPerDay: "Once a day has this many calls, it shows no more free times.",
}

/** Every time zone the browser knows, hers included even if it does not. */
const timeZones = (current: string): string[] => {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["Europe/London"]
  const zones = known.includes("Europe/London") ? known : [...known, "Europe/London"]
  return zones.includes(current) || !current ? zones : [current, ...zones]
}

interface EditorProps {
  form: AvailabilityForm
  update: (change: (form: AvailabilityForm) => AvailabilityForm) => void
  problems: readonly FormProblem[]
  saving: "idle" | "saving" | "saved"
  /** Saved at least once. */
  open: boolean
  onSave: () => void
}

const DayHours: React.FC<{ day: Weekday } & Pick<EditorProps, "form" | "update" | "problems">> = ({ day, form, update, problems }) => {
  const periods = form.weeklyHours[day]
  const setPeriods = (change: (periods: AvailabilityForm["weeklyHours"][Weekday]) => AvailabilityForm["weeklyHours"][Weekday]) =>
    update((current) => ({ ...current, weeklyHours: { ...current.weeklyHours, [day]: change(current.weeklyHours[day]) } }))
  const dayProblem = problemText(problems, `weeklyHours.${day}`)
  const name = dayName(day)
  return (
    <fieldset id={fieldId(`weeklyHours.${day}`)} tabIndex={-1} aria-describedby={dayProblem ? `${fieldId(`weeklyHours.${day}`)}-error` : undefined}>
      <legend>{name}</legend>
      {periods.length === 0 && <p>No calls on {name}s.</p>}
      {periods.map((period, index) => (
          <StyledPeriod key={index}>
            {(["from", "to"] as const).map((end) => {
              const path = `weeklyHours.${day}[${index}].${end}`
              const problem = problemText(problems, path)
              return (
                <div key={end}>
                  <label htmlFor={fieldId(path)}>{end === "from" ? "From" : "Until"}</label>
                  <input
                    id={fieldId(path)}
                    aria-label={fieldLabel(path)}
                    inputMode="text"
                    autoComplete="off"
                    placeholder={end === "from" ? "09:00" : "17:00"}
                    {...describedBy(fieldId(path), false, problem)}
                    value={period[end]}
                    onChange={(event) => setPeriods((list) => list.map((item, at) => (at === index ? { ...item, [end]: event.target.value } : item)))}
                  />
                  {problem && <StyledError id={`${fieldId(path)}-error`}>{problem}</StyledError>}
                </div>
              )
            })}
            <Button type="button" $tone="outline" aria-label={`Remove ${fieldLabel(`weeklyHours.${day}[${index}]`)}`} onClick={() => setPeriods((list) => list.filter((_, at) => at !== index))}>
              Remove
            </Button>
          </StyledPeriod>
      ))}
      {dayProblem && <StyledError id={`${fieldId(`weeklyHours.${day}`)}-error`}>{dayProblem}</StyledError>}
      {periods.length < AVAILABILITY_LIMITS.periodsPerDay && (
        <StyledRow>
          <Button
            type="button"
            $tone="outline"
            aria-label={`Add hours on ${name}`}
            onClick={() => {
              setPeriods((list) => [...list, list.length === 0 ? { from: "09:00", to: "17:00" } : { from: "", to: "" }])
              // Straight to the new hours' first time.
              window.setTimeout(() => document.getElementById(fieldId(`weeklyHours.${day}[${periods.length}].from`))?.focus(), 0)
            }}
          >
            Add hours
          </Button>
        </StyledRow>
      )}
    </fieldset>
  )
}

const DaysOff: React.FC<Pick<EditorProps, "form" | "update" | "problems">> = ({ form, update, problems }) => {
  const setDays = (change: (days: AvailabilityForm["daysOff"]) => AvailabilityForm["daysOff"]) => update((current) => ({ ...current, daysOff: change(current.daysOff) }))
  const listProblem = problemText(problems, "daysOff")
  return (
    <fieldset id={fieldId("daysOff")} tabIndex={-1}>
      <legend>Days off</legend>
      <StyledHelp>A single day, or the first and last day of a holiday. No calls are offered on them.</StyledHelp>
      {form.daysOff.map((off, index) => (
        <StyledPeriod key={index}>
          {(["from", "to"] as const).map((end) => {
            const path = `daysOff[${index}].${end}`
            const problem = problemText(problems, path)
            return (
              <div key={end}>
                <label htmlFor={fieldId(path)}>{end === "from" ? "First day" : "Last day (optional)"}</label>
                <input
                  id={fieldId(path)}
                  type="date"
                  aria-label={fieldLabel(path)}
                  {...describedBy(fieldId(path), false, problem)}
                  value={off[end]}
                  onChange={(event) => setDays((list) => list.map((item, at) => (at === index ? { ...item, [end]: event.target.value } : item)))}
                />
                {problem && <StyledError id={`${fieldId(path)}-error`}>{problem}</StyledError>}
              </div>
            )
          })}
          <Button type="button" $tone="outline" aria-label={`Remove day off ${index + 1}`} onClick={() => setDays((list) => list.filter((_, at) => at !== index))}>
            Remove
          </Button>
        </StyledPeriod>
      ))}
      {listProblem && <StyledError>{listProblem}</StyledError>}
      <StyledRow>
        <Button
          type="button"
          $tone="outline"
          onClick={() => {
            setDays((list) => [...list, { from: "", to: "" }])
            window.setTimeout(() => document.getElementById(fieldId(`daysOff[${form.daysOff.length}].from`))?.focus(), 0)
          }}
        >
          Add a day off
        </Button>
      </StyledRow>
    </fieldset>
  )
}

/** "Availability": when visitors may book a first call, as she sets it. */
export const AvailabilityEditor: React.FC<EditorProps> = ({ form, update, problems, saving, open, onSave }) => {
  const zoneProblem = problemText(problems, "timeZone")
  return (
    <StyledForm
      noValidate
      aria-labelledby="availability-heading"
      onSubmit={(event) => {
        event.preventDefault()
        onSave()
      }}
    >
      <h3 id="availability-heading">Availability</h3>
      <p>
        {open
          ? "Visitors can book a free first conversation in these hours, on /contact/. Calls already booked stay as they are when you change them."
          : "Your diary is not open for booking yet: visitors are offered the enquiry form instead. Check these hours and save them to open it."}
      </p>
      <ProblemSummary problems={problems} idOf={fieldId} what="Your availability has not been saved." />
      <FieldBox id={fieldId("timeZone")} label="Your time zone" help="Your hours and days are read in this zone; visitors see times in their own." problem={zoneProblem}>
        {(attributes) => (
          <select {...attributes} value={form.timeZone} onChange={(event) => update((current) => ({ ...current, timeZone: event.target.value }))}>
            {timeZones(form.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </select>
        )}
      </FieldBox>
      <h4>Weekly hours</h4>
      <StyledHelp>Times on the 24-hour clock on five-minute marks, such as 09:00 or 13:30; 24:00 is midnight. Up to {AVAILABILITY_LIMITS.periodsPerDay} stretches a day.</StyledHelp>
      {WEEKDAYS.map((day) => (
        <DayHours key={day} day={day} form={form} update={update} problems={problems} />
      ))}
      <h4>Calls</h4>
      <StyledNumbers>
        {NUMBER_FIELDS.map((field) => (
          <FieldBox key={field} id={fieldId(field)} label={NUMBER_LABELS[field]} help={NUMBER_HELP[field]} problem={problemText(problems, field)}>
            {(attributes) => (
              <input {...attributes} inputMode="numeric" autoComplete="off" value={form[field]} onChange={(event) => update((current) => ({ ...current, [field]: event.target.value }))} />
            )}
          </FieldBox>
        ))}
      </StyledNumbers>
      <FieldBox
        id={fieldId("meetingLink")}
        label={MEETING_LINK_LABEL}
        help={`The ${MEETING_SERVICES.map((service) => service.name).join(", ")} link of the room you take video calls in, starting https://. It goes into every confirmation, invitation and reminder. Leave it empty to send each visitor a link yourself.`}
        problem={problemText(problems, "meetingLink")}
      >
        {(attributes) => (
          <input
            {...attributes}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://zoom.us/j/…"
            value={form.meetingLink}
            onChange={(event) => update((current) => ({ ...current, meetingLink: event.target.value }))}
          />
        )}
      </FieldBox>
      <DaysOff form={form} update={update} problems={problems} />
      <Button type="submit" $tone="primary" aria-disabled={saving === "saving" || undefined}>
        {saving === "saving" ? "Saving…" : "Save availability"}
      </Button>
      <p role="status">{saving === "saved" ? "Saved. Visitors now see free times from these hours." : ""}</p>
    </StyledForm>
  )
}
