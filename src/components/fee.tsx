import * as React from "react"
import styled from "styled-components"
import type { Service, ServicesFile } from "../../contract/content-schema"

/** How fees are worded (content/services.yaml): the tax after each fee, the line shown instead of them. */
export type FeeWording = Pick<ServicesFile, "pricesHidden" | "feeTax">
import { formatPounds } from "../lib/format"

const StyledFee = styled.div`
  padding: 1rem 1.25rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.accent};

  p {
    margin: 0;
  }
`

const StyledFrom = styled.p`
  && {
    margin-bottom: 0.5rem;
  }
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: ${({ theme }) => theme.type.heading};
  font-weight: 600;

  small {
    font-family: ${({ theme }) => theme.fonts.sans};
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 400;
  }
`

interface FeeProps {
  fee: Service["fee"]
  /** false shows the coach's "fees on request" line instead of any figure. */
  showPrices: boolean
  wording: FeeWording
}

/** The fee of an offer: a "from" price and a sample engagement, or a line saying fees are agreed in person. */
export const Fee: React.FC<FeeProps> = ({ fee, showPrices, wording }) => (
  <StyledFee>
    {showPrices ? (
      <>
        <StyledFrom>
          From {formatPounds(fee.from)} <small>
            {fee.unit}, {wording.feeTax}
          </small>
        </StyledFrom>
        <p>{fee.sample}</p>
      </>
    ) : (
      <p>{wording.pricesHidden}</p>
    )}
  </StyledFee>
)
