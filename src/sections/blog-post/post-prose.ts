/** The post page's frame and body text: the built post and the studio's preview share them. */
import styled from "styled-components"
import { Container } from "../../shell/container"

export const StyledArticle = styled.article`
  padding: 3rem 0 4rem;
`

export const StyledColumn = styled(Container)`
  max-width: calc(720px + ${({ theme }) => theme.container.padding * 2}px);
`

/** The post body from Markdown: comfortable measure and spacing for long reading. */
export const StyledProse = styled.div`
  line-height: 1.7;

  h2 {
    font-size: ${({ theme }) => theme.type.heading};
    margin-top: 2.25rem;
  }

  ul,
  ol {
    padding-left: 1.4rem;
  }

  li + li {
    margin-top: 0.4rem;
  }
`
