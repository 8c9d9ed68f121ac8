import { createGlobalStyle } from "styled-components"

export const GlobalStyle = createGlobalStyle`
  /* A local font sized to the heading face's metrics, so swapping fonts shifts nothing. */
  @font-face {
    font-family: "Heading Serif Fallback";
    src: local("Times New Roman"), local("Liberation Serif"), local("Georgia");
    ascent-override: 87.65%;
    descent-override: 23.88%;
    line-gap-override: 0%;
    size-adjust: 116.6%;
  }

  :root {
    --color-primary: ${({ theme }) => theme.colors.primary};
    --color-text: ${({ theme }) => theme.colors.text};
    --color-body: ${({ theme }) => theme.colors.body};
    --header-height: ${({ theme }) => theme.header.height}px;
  }

  *, *::before, *::after { box-sizing: border-box; }

  /* nprogress's bar for slow page changes (src/shell/route-progress.ts). */
  #nprogress { pointer-events: none; }
  #nprogress .bar {
    position: fixed;
    z-index: 1031;
    top: 0;
    left: 0;
    width: 100%;
    height: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
  #nprogress .peg {
    display: block;
    position: absolute;
    right: 0;
    width: 100px;
    height: 100%;
    box-shadow: 0 0 10px ${({ theme }) => theme.colors.primary}, 0 0 5px ${({ theme }) => theme.colors.primary};
    opacity: 1;
    transform: rotate(3deg) translate(0, -4px);
  }

  html {
    -webkit-text-size-adjust: 100%;
    /* The one offset for every #anchor: the target lands just under the fixed header. */
    scroll-padding-top: calc(var(--header-height) + 1rem);
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.body};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.sans};
    font-size: ${({ theme }) => theme.type.body};
    line-height: 1.6;
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-weight: 600;
    line-height: 1.2;
    margin: 0 0 0.5em;
  }
  h1 { font-size: ${({ theme }) => theme.type.display}; }
  h2 { font-size: ${({ theme }) => theme.type.title}; }
  h3, h4 { font-size: ${({ theme }) => theme.type.heading}; }

  /* Bold is the scale's one heavier weight (tokens.ts, type). */
  strong, b { font-weight: 600; }

  img, svg { max-width: 100%; height: auto; }

  a { color: ${({ theme }) => theme.colors.primary}; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`
