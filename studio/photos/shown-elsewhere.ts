/**
 * Whether another story's or post's draft shows a photo (reused from the photo library): then the
 * photo stays in storage when this one lets go of it. Any mention of its address counts, in a field
 * or in the text, so a doubt keeps the photo rather than deleting it.
 */
export const shownElsewhere = (src: string, otherDrafts: readonly object[] = []): boolean => otherDrafts.some((draft) => JSON.stringify(draft).includes(src))
