import * as React from "react"
import styled from "styled-components"
import type { Faq } from "../../contract/content-schema"

const StyledList = styled.div`
  max-width: 820px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const StyledItem = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  summary {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 1.25rem 0;
    cursor: pointer;
    list-style: none;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: ${({ theme }) => theme.type.heading};
    font-weight: 600;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary::after {
    content: "+";
    flex: none;
    font-family: ${({ theme }) => theme.fonts.sans};
    color: ${({ theme }) => theme.colors.primary};
  }

  &[open] summary::after {
    content: "−";
  }

  p {
    margin: 0 0 1.5rem;
    max-width: 70ch;
  }
`

/**
 * One disclosure per question: the browser's own details/summary, so it opens and closes with
 * Enter or Space, announces its state, and works before any JavaScript has loaded.
 */
export const FaqList: React.FC<{ items: readonly Faq[] }> = ({ items }) => (
  <StyledList>
    {items.map((item) => (
      <StyledItem key={item.slug} id={item.slug}>
        <summary>{item.question}</summary>
        <p>{item.answer}</p>
      </StyledItem>
    ))}
  </StyledList>
)
