/**
 * Taking a post or story written as a file into the studio: reading what the build publishes of it
 * beside the studio (contract/site-files.ts), and what a failed take means to the coach. Nothing of
 * hers is lost when it fails: the file is still on the site as it was.
 */
import { callErrorKind } from "../../src/firebase/call-errors"

/** The site holds no copy of the file's words or photos (a site built before copies were published, or a file since removed). */
class CopyUnreadable extends Error {}

/** A file the build published on this site, or CopyUnreadable. */
export const fetchFromSite = async (address: string): Promise<Response> => {
  const response = await fetch(address, { cache: "no-cache" })
  if (!response.ok) throw new CopyUnreadable(`The site has no copy of it to take (HTTP ${response.status}): try again once the site has been rebuilt.`)
  return response
}

export const takeProblem = (error: unknown): string => {
  if (error instanceof CopyUnreadable) return error.message
  switch (callErrorKind(error)) {
    case "network":
      return "You are offline: try again once you are back online."
    case "unauthenticated":
    case "permission-denied":
      return "The studio could not confirm it is you: sign in again, then try again."
    case "not-found":
      return "The site's newest build does not list it among its files yet: try again once the site has been rebuilt."
    case "aborted":
      return "One of your drafts already has its address: delete that draft first, or give it another title."
    case "invalid-argument":
      return "Its file holds something the studio cannot take as it is: change it in the files, or start a new one."
    default:
      return "The server could not be reached just now: try again in a moment. It is still on the site as it was."
  }
}
