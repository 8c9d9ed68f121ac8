import * as React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { settings } from "../settings"
import { ROUTES } from "../../contract/routes"

const StyledBrand = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: ${({ theme }) => theme.type.heading};
  font-weight: 600;
  letter-spacing: 0.01em;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
`

/** The coach's name in the product's name style, linking home. */
export const Brand: React.FC<{ onClick?: () => void }> = ({ onClick }) => (
  <StyledBrand to={ROUTES.home} onClick={onClick}>
    {settings.name}
  </StyledBrand>
)
