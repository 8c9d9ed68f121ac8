import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { FirebaseSetup } from "../../src/firebase/config"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { confirmSignIn, phoneEnding, sendSignInCode, type SecondFactorChallenge } from "./second-factor-challenge"
import { describeAuthError } from "./auth-errors"

interface SecondFactorSignInProps {
  setup: FirebaseSetup
  challenge: SecondFactorChallenge
  /** Back to the e-mail and password. */
  onCancel: () => void
}

/** A step of signing in: the password form and the second factor's. */
export const StyledSignInForm = styled.form`
  max-width: 28rem;
  margin: 2rem 0 3rem;

  h1 {
    font-size: 1.75rem;
  }

  input {
    ${controlStyle}
    margin-bottom: 1.2rem;
  }
`

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
`

/** The code inputs of the studio: digits from a text message, which phones offer to fill in. */
export const CODE_INPUT = { inputMode: "numeric", autoComplete: "one-time-code", pattern: "[0-9 ]*", maxLength: 8 } as const

/**
 * The second step of signing in: the code texted to her phone. The text goes as the step opens;
 * "Send a new code" sends another. Once the code is right, Auth signs her in and the studio opens.
 */
export const SecondFactorSignIn: React.FC<SecondFactorSignInProps> = ({ setup, challenge, onCancel }) => {
  const holder = React.useRef<HTMLDivElement>(null)
  const [verificationId, setVerificationId] = React.useState<string | null>(null)
  const [code, setCode] = React.useState("")
  const [busy, setBusy] = React.useState(false)
  const [problem, setProblem] = React.useState<string | null>(null)
  const [status, setStatus] = React.useState("")
  const phone = `${challenge.hint.displayName ? `${challenge.hint.displayName}, ` : ""}the number ending ${phoneEnding(challenge.hint.phoneNumber)}`

  const send = React.useCallback(async () => {
    if (!holder.current) return
    setBusy(true)
    setProblem(null)
    setStatus(`Sending a code to ${phone}…`)
    try {
      setVerificationId(await sendSignInCode(setup, holder.current, challenge))
      setStatus(`We have sent a text message with a six-digit code to ${phone}.`)
    } catch (error) {
      setStatus("")
      setProblem(describeAuthError(error, "The text message could not be sent just now. Try “Send a new code”."))
    } finally {
      setBusy(false)
    }
  }, [setup, challenge, phone])

  // The first text goes as soon as the step opens: she asked for it by signing in.
  React.useEffect(() => {
    void send()
  }, [send])

  const confirm = async () => {
    if (busy) return
    if (!verificationId) {
      setProblem("No code has been sent yet. Choose “Send a new code”.")
      return
    }
    if (!code.trim()) {
      setProblem("Enter the six-digit code from the text message.")
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      await confirmSignIn(setup, challenge, verificationId, code)
      setStatus("Signing in…")
    } catch (error) {
      setProblem(describeAuthError(error))
      setBusy(false)
    }
  }

  return (
    <StyledSignInForm
      aria-labelledby="studio-second-step"
      onSubmit={(event) => {
        event.preventDefault()
        void confirm()
      }}
    >
      <h1 id="studio-second-step">Enter the code from your phone</h1>
      <p role="status">{status}</p>
      <StyledLabel htmlFor="studio-sign-in-code">Code from the text message</StyledLabel>
      <StyledHelp id="studio-sign-in-code-help">Six digits. It works for a few minutes.</StyledHelp>
      <input
        id="studio-sign-in-code"
        {...CODE_INPUT}
        aria-describedby={`studio-sign-in-code-help${problem ? " studio-sign-in-code-error" : ""}`}
        aria-invalid={problem ? true : undefined}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <StyledActions>
        <Button type="submit" $tone="primary" aria-disabled={busy}>
          Sign in
        </Button>
        <Button type="button" $tone="outline" onClick={() => void send()} disabled={busy}>
          Send a new code
        </Button>
        <Button type="button" $tone="outline" onClick={onCancel}>
          Back
        </Button>
      </StyledActions>
      {problem && (
        <StyledError id="studio-sign-in-code-error" role="alert">
          {problem}
        </StyledError>
      )}
      <div ref={holder} />
    </StyledSignInForm>
  )
}
