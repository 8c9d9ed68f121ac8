export { theme } from "./tokens"
export type { Theme, SiteBreakpoint, ThemeBreakpoint } from "./tokens"
export { media } from "./media"
export { GlobalStyle } from "./global-style"
