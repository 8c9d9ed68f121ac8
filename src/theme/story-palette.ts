import { theme } from "./tokens"

/**
 * The brand colours a story page or a drawn poster may use in the studio, named as the coach
 * reads them. Any #rrggbb is valid for the build (a file may use others); the studio offers these.
 */
export const STORY_PALETTE = [
  { name: "Navy", color: theme.colors.primaryDark },
  { name: "Blue", color: theme.colors.primary },
  { name: "Slate", color: theme.colors.secondary },
  { name: "Black", color: theme.colors.headerDark },
  { name: "Mist", color: theme.colors.accent },
  { name: "White", color: theme.colors.body },
] as const
