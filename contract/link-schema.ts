/**
 * What a link field in content/ may hold: a path on this site (/services/) or an https:// address.
 * Protocol-relative (//host), javascript:, data:, mailto: and other schemes are refused, so a link
 * the coach (or a CMS, or Firestore) writes can never run code or leave the site unencrypted.
 */
import { z } from "zod"
import { publishable } from "./schema-fields"

/** "/x/", but not "//host" or "/\\host", which browsers read as another site. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/

const isHttpsAddress = (value: string): boolean => {
  if (!/^https:\/\/[^\s]+$/.test(value)) return false
  try {
    return new URL(value).hostname !== ""
  } catch {
    return false
  }
}

export const LINK_RULE = "must be a site path such as /contact/ or an https:// address"

export const isSafeLink = (value: string): boolean => SITE_PATH.test(value) || isHttpsAddress(value)

/** A required link field. */
export const linkSchema = publishable(z.string().trim()).refine(isSafeLink, { error: LINK_RULE })

/** A link field that may be left empty ("" means "no link"). */
export const optionalLinkSchema = z.union([z.literal(""), linkSchema], { error: LINK_RULE })
