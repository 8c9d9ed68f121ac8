import * as React from "react"
import styled from "styled-components"

const StyledFactList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  margin: 0;

  div {
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    font-weight: 600;
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.secondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

export type Fact = readonly [label: string, value: React.ReactNode]

interface FactListProps {
  /** Label and value pairs, in order; a pair without a value is left out. */
  facts: readonly Fact[]
  className?: string
}

/** Label-and-value pairs (`<dl>` of `<div><dt/><dd/></div>`), each pair ruled off below. */
export const FactList: React.FC<FactListProps> = ({ facts, className }) => (
  <StyledFactList className={className}>
    {facts.map(
      ([label, value]) =>
        value && (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
    )}
  </StyledFactList>
)
