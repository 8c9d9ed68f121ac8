import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { FirebaseSetup } from "../../src/firebase/config"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { WarningBlock } from "../common/warning-block"
import { CODE_INPUT, StyledActions } from "../session/second-factor-sign-in"
import { phoneEnding } from "../session/second-factor-challenge"
import { PHONE_NUMBER_HELP } from "./phone-number"
import type { EnrolledPhone } from "./second-factor"
import { useAccountSecurity, type SecurityProblem } from "./use-account-security"

interface AccountSecurityProps {
  setup: FirebaseSetup
  onClose: () => void
}

const StyledScreen = styled.section`
  max-width: 36rem;
  margin: 1.5rem 0 3rem;

  h2 {
    font-size: 1.5rem;
  }

  input {
    ${controlStyle}
    margin-bottom: 1.2rem;
  }
`

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" })
const addedOn = (time: string) => {
  const date = new Date(time)
  return Number.isNaN(date.getTime()) ? "" : `, added on ${dateFormat.format(date)}`
}

/** A field's error, tied to its input. */
const fieldProblem = (problem: SecurityProblem | null, field: SecurityProblem["field"], id: string) => {
  const message = problem?.field === field ? problem.message : null
  return {
    message: message && (
      <StyledError id={`${id}-error`} role="alert">
        {message}
      </StyledError>
    ),
    attributes: { "aria-describedby": `${id}-help${message ? ` ${id}-error` : ""}`, "aria-invalid": message ? true : undefined },
  }
}

const PhoneOn: React.FC<{ phone: EnrolledPhone; busy: boolean; onRemove: () => void }> = ({ phone, busy, onRemove }) => {
  const [asking, setAsking] = React.useState(false)
  return (
    <>
      <p>
        <strong>Second step: on.</strong> Signing in asks for your password, then for a code texted to {phone.name || "your phone"} (the number ending{" "}
        {phoneEnding(phone.phoneNumber)}){addedOn(phone.enrolled)}.
      </p>
      {asking ? (
        <WarningBlock role="alert">
          <h3>Remove this phone?</h3>
          <p>Signing in would then ask for your password alone, so anyone who learns it could open the studio.</p>
          <div>
            <Button type="button" $tone="primary" onClick={() => setAsking(false)}>
              Keep it
            </Button>
            <Button type="button" $tone="outline" aria-disabled={busy} onClick={onRemove}>
              Remove the phone
            </Button>
          </div>
        </WarningBlock>
      ) : (
        <Button type="button" $tone="outline" onClick={() => setAsking(true)}>
          Remove this phone
        </Button>
      )}
    </>
  )
}

/**
 * "Account security": the second step at sign-in. She adds her mobile (the number, then the code
 * texted to it proves it is hers), sees which phone it is, and can remove it.
 */
export const AccountSecurity: React.FC<AccountSecurityProps> = ({ setup, onClose }) => {
  const { phones, enrolment, busy, problem, done, sendCode, confirm, cancel, remove } = useAccountSecurity(setup)
  const holder = React.useRef<HTMLDivElement>(null)
  const [typed, setTyped] = React.useState("")
  const [code, setCode] = React.useState("")
  const number = fieldProblem(problem, "number", "security-phone")
  const codeField = fieldProblem(problem, "code", "security-code")

  return (
    <StyledScreen aria-labelledby="account-security">
      <h2 id="account-security">Account security</h2>
      <p>
        A second step at sign-in keeps the studio yours even if someone learns your password: after the password, the studio asks for a six-digit code
        sent by text message to your mobile.
      </p>
      {phones === null && !problem && <p role="status">Checking your account…</p>}
      {phones?.map((phone) => <PhoneOn key={phone.uid} phone={phone} busy={busy} onRemove={() => void remove(phone.uid)} />)}
      {phones?.length === 0 && enrolment.step === "number" && (
        <form
          aria-label="Add your mobile"
          onSubmit={(event) => {
            event.preventDefault()
            if (holder.current) void sendCode(typed, holder.current)
          }}
        >
          <p>
            <strong>Second step: off.</strong> Add your mobile to turn it on.
          </p>
          <StyledLabel htmlFor="security-phone">Mobile number</StyledLabel>
          <StyledHelp id="security-phone-help">{PHONE_NUMBER_HELP}</StyledHelp>
          <input id="security-phone" type="tel" autoComplete="tel" {...number.attributes} value={typed} onChange={(event) => setTyped(event.target.value)} />
          {number.message}
          <StyledActions>
            <Button type="submit" $tone="primary" aria-disabled={busy}>
              {busy ? "Sending…" : "Text me a code"}
            </Button>
          </StyledActions>
        </form>
      )}
      {enrolment.step === "code" && (
        <form
          aria-label="Confirm your mobile"
          onSubmit={(event) => {
            event.preventDefault()
            void confirm(code)
          }}
        >
          <p role="status">We have sent a text message with a six-digit code to the number ending {phoneEnding(enrolment.e164)}.</p>
          <StyledLabel htmlFor="security-code">Code from the text message</StyledLabel>
          <StyledHelp id="security-code-help">Six digits. It works for a few minutes.</StyledHelp>
          <input id="security-code" {...CODE_INPUT} {...codeField.attributes} value={code} onChange={(event) => setCode(event.target.value)} />
          {codeField.message}
          <StyledActions>
            <Button type="submit" $tone="primary" aria-disabled={busy}>
              Turn on the second step
            </Button>
            <Button
              type="button"
              $tone="outline"
              onClick={() => {
                setCode("")
                cancel()
              }}
            >
              Use another number
            </Button>
          </StyledActions>
        </form>
      )}
      {problem?.field === null && <StyledError role="alert">{problem.message}</StyledError>}
      {done && <p role="status">{done}</p>}
      <div ref={holder} />
      <p>
        <Button type="button" $tone="outline" onClick={onClose}>
          Back to the studio
        </Button>
      </p>
    </StyledScreen>
  )
}
