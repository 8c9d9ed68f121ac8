import styled from "styled-components"
import { framedBlock } from "../../src/theme/mixins"

/** A question the coach must answer before the studio goes on: what happened, then her choices. */
export const WarningBlock = styled.div`
  ${framedBlock}
  border: 2px solid ${({ theme }) => theme.colors.danger};

  h3 {
    margin-top: 0;
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`
