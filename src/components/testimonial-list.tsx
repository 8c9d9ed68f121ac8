import * as React from "react"
import styled from "styled-components"
import type { Testimonial } from "../../contract/content-schema"
import { Card, CardGrid } from "./card-grid"

const StyledFigure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  height: 100%;
`

const StyledQuote = styled.blockquote`
  margin: 0;
  flex: 1;

  p {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: ${({ theme }) => theme.type.heading};
    /* The serif's one weight: the same face and size as an item heading, no font of its own to set up. */
    font-weight: 600;
  }
`

const StyledWho = styled.figcaption`
  margin-top: 1rem;
  font-size: ${({ theme }) => theme.type.small};

  strong {
    display: block;
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** Client quotes, each with the name, role and company of the person who said it. */
export const TestimonialList: React.FC<{ testimonials: readonly Testimonial[] }> = ({ testimonials }) => (
  <CardGrid $columns={2}>
    {testimonials.map((t) => (
      <Card key={t.quote}>
        <StyledFigure>
          <StyledQuote>
            <p>“{t.quote}”</p>
          </StyledQuote>
          <StyledWho>
            {/* Named as the client permitted: in full, by first name and role, or not at all. */}
            <strong>{t.name ?? "A client"}</strong>
            {(t.role || t.company) && <span>{[t.role, t.company].filter(Boolean).join(", ")}</span>}
          </StyledWho>
        </StyledFigure>
      </Card>
    ))}
  </CardGrid>
)
