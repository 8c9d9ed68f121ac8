/**
 * Saves a file on the visitor's device, as a link with `download` does: the browser's own download.
 * The studio's CSV exports and the client's room's invoice PDFs both save through it.
 */
export const downloadFile = (content: string | Uint8Array<ArrayBuffer>, filename: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once started.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A file a callable answered as base64 (an invoice's PDF), as its bytes. */
export const bytesOfBase64 = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
