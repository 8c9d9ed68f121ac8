import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"

const StyledForm = styled.form`
  max-width: 32rem;
  margin: 2rem 0 3rem;

  h1 {
    font-size: 1.75rem;
  }

  input {
    ${controlStyle}
    margin-bottom: 1.2rem;
  }
`

const StyledLinkButton = styled.button`
  padding: 0.75rem 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`

const StyledNotice = styled.section`
  max-width: 32rem;
  margin: 2rem 0 3rem;
`

interface AddressFormProps {
  busy: boolean
  message: string | null
  onSubmit: (email: string) => void
}

/** The client's address, kept as typed whatever the answer. */
const useTypedAddress = () => React.useState("")

/** Asks for a sign-in link: there is no password. */
export const ClientSignIn: React.FC<AddressFormProps & { notice?: string }> = ({ busy, message, notice, onSubmit }) => {
  const [email, setEmail] = useTypedAddress()
  return (
    <StyledForm
      aria-labelledby="client-sign-in"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) onSubmit(email)
      }}
    >
      <h1 id="client-sign-in">Your room</h1>
      {notice && <p role="status">{notice}</p>}
      <p>Read your coaching proposal and the terms of engagement, and give your answer. Enter the e-mail address the proposal was sent to and we will e-mail you a link to sign in; there is no password.</p>
      <StyledLabel htmlFor="client-email">E-mail address</StyledLabel>
      <input
        id="client-email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? "client-email-problem" : undefined}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" $tone="primary" aria-disabled={busy}>
        {busy ? "Sending…" : "E-mail me a sign-in link"}
      </Button>
      <div role="alert">{message && <StyledError id="client-email-problem">{message}</StyledError>}</div>
    </StyledForm>
  )
}

/** After asking: where the link went, and the way back if the address was mistyped. */
export const CheckYourInbox: React.FC<{ email: string; onStartAgain: () => void }> = ({ email, onStartAgain }) => {
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [])
  return (
    <StyledNotice aria-labelledby="client-inbox">
      <h1 id="client-inbox" ref={heading} tabIndex={-1}>
        Check your inbox
      </h1>
      <p role="status">
        If a proposal has been sent to {email}, a link to sign in is on its way there. Open it on this device to go straight in. It works once, for a short while.
      </p>
      <p>Nothing after a few minutes? Check your spam folder, or make sure the address is the one the proposal came to.</p>
      <StyledLinkButton type="button" onClick={onStartAgain}>
        Use another address, or ask again
      </StyledLinkButton>
    </StyledNotice>
  )
}

/** A link opened where the address was not typed: the address again, so a forwarded link signs nobody else in. */
export const ConfirmAddress: React.FC<AddressFormProps> = ({ busy, message, onSubmit }) => {
  const [email, setEmail] = useTypedAddress()
  return (
    <StyledForm
      aria-labelledby="client-confirm"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) onSubmit(email)
      }}
    >
      <h1 id="client-confirm">Confirm your e-mail address</h1>
      <StyledHelp>This link was opened on another device or browser than the one it was asked from. Enter the address it was sent to, to sign in.</StyledHelp>
      <StyledLabel htmlFor="client-confirm-email">E-mail address</StyledLabel>
      <input
        id="client-confirm-email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? "client-confirm-problem" : undefined}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" $tone="primary" aria-disabled={busy}>
        {busy ? "Signing in…" : "Sign in"}
      </Button>
      <div role="alert">{message && <StyledError id="client-confirm-problem">{message}</StyledError>}</div>
    </StyledForm>
  )
}
