import { createHash } from "node:crypto"

/** What a document keeps of a secret link (a call's, the calendar feed's, an address confirmation's): its hash, so a copy of the database cannot use it. */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex")
