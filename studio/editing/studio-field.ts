import styled from "styled-components"
import { controlStyle } from "../../src/features/contact/enquiry-field"

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
