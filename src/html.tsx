import * as React from "react"

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement> & { amp?: string }
  headComponents: React.ReactNode
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>
  preBodyComponents: React.ReactNode
  body: string
  postBodyComponents: React.ReactNode
}

/**
 * Gatsby's default document, unchanged for every ordinary page. A story page (see
 * src/stories/amp-ssr.tsx, marked by `amp` on <html>) gets an AMP document instead: charset first,
 * the story's own head, and a body whose only child is the <amp-story> (left in the pre-body
 * components), with none of Gatsby's wrappers or scripts.
 */
export default function HTML(props: HtmlProps): React.ReactElement {
  if (props.htmlAttributes.amp !== undefined) {
    return (
      // eslint-disable-next-line jsx-a11y/html-has-lang -- lang (en-gb) arrives in htmlAttributes from gatsby-ssr
      <html {...props.htmlAttributes}>
        <head>
          <meta charSet="utf-8" />
          {props.headComponents}
        </head>
        <body>{props.preBodyComponents}</body>
      </html>
    )
  }
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- lang (en-gb) arrives in htmlAttributes from gatsby-ssr
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="x-ua-compatible" content="ie=edge" />
        <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  )
}
