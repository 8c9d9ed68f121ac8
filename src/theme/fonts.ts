/*
 * Self-hosted fonts (no font CDN): latin subsets only. @fontsource declares font-display: swap;
 * the metric-adjusted fallbacks in global-style keep text from jumping when the web font arrives.
 */
import "@fontsource/inter/latin-400.css"
import "@fontsource/inter/latin-600.css"
import "@fontsource/lora/latin-600.css"
