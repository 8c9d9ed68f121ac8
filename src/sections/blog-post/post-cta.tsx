import * as React from "react"
import styled from "styled-components"
import type { BlogFile } from "../../../contract/content-schema"
import { PrimaryCta } from "../../components/primary-cta"

const StyledAside = styled.aside`
  margin: 3rem 0;
  padding: 1.75rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.accent};

  h2 {
    font-size: ${({ theme }) => theme.type.heading};
  }
`

/** The box at the end of every post (content/blog.yaml) with the booking button. */
export const PostCta: React.FC<{ cta: BlogFile["postCta"] }> = ({ cta }) => (
  <StyledAside aria-labelledby="post-cta-heading">
    <h2 id="post-cta-heading">{cta.heading}</h2>
    <p>{cta.text}</p>
    <PrimaryCta />
  </StyledAside>
)
