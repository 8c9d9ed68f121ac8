import styled from "styled-components"
import { Container } from "../shell/container"

/** The main column of an inner page, with room below it before the closing call to action. */
export const PageBody = styled(Container)`
  padding-bottom: 4rem;
`
