import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { StyledLabel } from "../../src/components/form-field"
import { StyledSignInForm } from "./second-factor-sign-in"

interface StudioSignInProps {
  busy: boolean
  /** The outcome of the last attempt (a wrong password, the reset e-mail sent). */
  message: string | null
  /** Why the coach is here again (signed out, an account without access). */
  notice?: string
  onSignIn: (email: string, password: string) => void
  onResetPassword: (email: string) => void
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
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

const StyledMessage = styled.p`
  margin: 1rem 0 0;
  font-weight: 600;
`

/** E-mail and password, and the way back in when the password is forgotten. */
export const StudioSignIn: React.FC<StudioSignInProps> = ({ busy, message, notice, onSignIn, onResetPassword }) => {
  const [email, setEmail] = React.useState("")
  const [password, setPassword] = React.useState("")
  return (
    <StyledSignInForm
      aria-labelledby="studio-sign-in"
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) onSignIn(email, password)
      }}
    >
      <h1 id="studio-sign-in">Sign in to the studio</h1>
      {notice && <p role="status">{notice}</p>}
      <StyledLabel htmlFor="studio-email">E-mail address</StyledLabel>
      <input id="studio-email" type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <StyledLabel htmlFor="studio-password">Password</StyledLabel>
      <input
        id="studio-password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <StyledActions>
        <Button type="submit" $tone="primary" aria-disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </Button>
        <StyledLinkButton type="button" onClick={() => onResetPassword(email)}>
          Forgot your password?
        </StyledLinkButton>
      </StyledActions>
      <StyledMessage role="alert">{message}</StyledMessage>
    </StyledSignInForm>
  )
}
