/**
 * The site's Content-Security-Policy refuses eval. Zod's just-in-time validators first probe with
 * `new Function`, which raises a policy violation in the browser; plain validation is quick enough
 * for a form or a story, so each schema module the browser runs imports this first.
 */
import { z } from "zod"

z.config({ jitless: true })
