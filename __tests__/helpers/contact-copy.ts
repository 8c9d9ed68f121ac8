/** The enquiry form's words as the coach wrote them in content/contact.yaml, checked like the build does. */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { contactFileSchema, type ContactFormCopy } from "../../shared/content-schema"

// js-yaml (Gatsby's YAML transformer uses it) ships no types here; only `load` is used.
const { load } = require("js-yaml") as { load: (source: string) => unknown }

export const contactFile = () => contactFileSchema.parse(load(readFileSync(join(__dirname, "../../content/contact.yaml"), "utf8")))

export const formCopy: ContactFormCopy = contactFile().form
