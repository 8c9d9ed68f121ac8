/* Self-hosted fonts: Inter from this folder (see fonts.css), Lora's latin file from @fontsource. */
import "./fonts.css"
import "@fontsource/lora/latin-600.css"
