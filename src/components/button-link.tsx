import * as React from "react"
import { Link } from "gatsby"
import styled, { css } from "styled-components"

export type ButtonTone = "primary" | "light" | "outline"

const tones: Record<ButtonTone, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover { background: ${({ theme }) => theme.colors.primaryDark}; }
  `,
  light: css`
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.inverse};
    &:hover { background: ${({ theme }) => theme.colors.accent}; }
  `,
  /* The quieter of two choices side by side (the consent banner's "No, thank you"). */
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
}

/** The button look, shared by links and real buttons. */
export const buttonStyle = css<{ $tone: ButtonTone }>`
  display: inline-block;
  padding: 0.85rem 1.4rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  transition: background-color 150ms ease;
  ${({ $tone }) => tones[$tone]}
`

const StyledInternal = styled(Link)<{ $tone: ButtonTone }>`
  ${buttonStyle}
`

const StyledExternal = styled.a<{ $tone: ButtonTone }>`
  ${buttonStyle}
`

interface ButtonLinkProps {
  /** A site path ("/contact/"), or an address that loads as a normal link: a booking page, mailto:, #anchor. */
  to: string
  tone?: ButtonTone
  children: React.ReactNode
}

/** A link that looks like a button: Gatsby's Link inside the site, a plain anchor elsewhere. */
export const ButtonLink: React.FC<ButtonLinkProps> = ({ to, tone = "primary", children }) =>
  /^(https?:|mailto:|tel:|#)/.test(to) ? (
    <StyledExternal href={to} $tone={tone}>
      {children}
    </StyledExternal>
  ) : (
    <StyledInternal to={to} $tone={tone}>
      {children}
    </StyledInternal>
  )
