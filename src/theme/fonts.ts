/* Self-hosted fonts: the faces in ./fonts and their @font-face rules, both written by `npm run fonts`. */
import "./fonts.css"
