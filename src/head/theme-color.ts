/** The page theme colour (spec: black), shared by the head and the web app manifest. */
export const THEME_COLOR = "#000000"
