import * as React from "react"
import styled from "styled-components"
import type { NewsletterLetter } from "../../contract/newsletter-api"

/** A phone's width and a desktop mail program's reading pane. */
export const PREVIEW_WIDTHS = [
  { name: "phone", label: "On a phone", width: 375 },
  { name: "desktop", label: "On a computer", width: 1000 },
] as const

const StyledFrames = styled.div`
  figure {
    margin: 0 0 1.5rem;
  }

  figcaption {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }

  /* The desktop width is wider than her phone: she scrolls across it, as a wide e-mail would. */
  div {
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  iframe {
    display: block;
    height: 36rem;
    border: 0;
    background: #fff;
  }
`

/**
 * The e-mail exactly as the server made it, at both widths. The HTML runs in a sandboxed frame with
 * no scripts and an origin of its own, so nothing in it can reach the studio.
 */
export const LetterPreview: React.FC<{ letter: NewsletterLetter }> = ({ letter }) => (
  <StyledFrames>
    <p>
      <strong>Subject:</strong> {letter.subject}
    </p>
    {PREVIEW_WIDTHS.map(({ name, label, width }) => (
      <figure key={name}>
        <figcaption>
          {label} ({width} pixels wide)
        </figcaption>
        {/* A region she can scroll sideways with the keyboard too (a scrolling region must take the focus). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div tabIndex={0} role="region" aria-label={`The e-mail ${label.toLowerCase()}, ${width} pixels wide`}>
          <iframe title={`The e-mail ${label.toLowerCase()}`} sandbox="" srcDoc={letter.html} width={width} data-width={name} />
        </div>
      </figure>
    ))}
    <details>
      <summary>The plain-text version</summary>
      <pre style={{ whiteSpace: "pre-wrap" }}>{letter.text}</pre>
    </details>
  </StyledFrames>
)
