import styled from "styled-components"
import { controlStyle } from "../../src/components/form-field"

/** A labelled field of an editor's write view: its text box, one line or several, below the label. */
export const StyledField = styled.div`
  margin-bottom: 1.2rem;

  input,
  textarea {
    ${controlStyle}
  }

  textarea {
    min-height: 5rem;
  }
`
