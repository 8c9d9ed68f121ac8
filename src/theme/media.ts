import { theme, type SiteBreakpoint, type ThemeBreakpoint } from "./tokens"

type Breakpoint = SiteBreakpoint | ThemeBreakpoint

const widths: Record<Breakpoint, number> = { ...theme.breakpoints, ...theme.themeBreakpoints }

/** `@media` query for widths from the breakpoint upwards. */
export const up = (bp: Breakpoint): string => `@media (min-width: ${widths[bp]}px)`

/** `@media` query for widths below the breakpoint (0.02px under, as Bootstrap does, to avoid overlap). */
export const down = (bp: Breakpoint): string => `@media (max-width: ${widths[bp] - 0.02}px)`

export const media = { up, down }
