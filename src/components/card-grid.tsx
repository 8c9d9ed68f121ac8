import styled from "styled-components"
import { media } from "../theme/media"
import { listReset } from "../theme/mixins"

/** A responsive list of cards: one column on phones, two on tablets, up to $columns on desktops. */
export const CardGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  ${listReset}
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);

  ${media.up("tablet")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up("desktop")} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`

/** One card: a light panel with a border. */
export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.body};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.heading};
  }

  p {
    margin: 0;
  }
`

/** A small label above a card's title ("Founders", "12 weeks"). */
export const Eyebrow = styled.p`
  && {
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.secondary};
  }
`
