/** The enquiry form's words as the coach wrote them in content/contact.yaml, checked like the build does. */
import type { ContactFormCopy } from "../contract/contact-copy-schema"
import { dataFile } from "./content-files"

export const contactFile = () => dataFile("contact")

export const formCopy: ContactFormCopy = contactFile().form
