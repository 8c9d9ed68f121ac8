import styled from "styled-components"

/** Label-and-value pairs (`<dl>` of `<div><dt/><dd/></div>`), each pair ruled off below. */
export const FactList = styled.dl`
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
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
