/** Saves text as a file on her device, as a link with `download` does: the browser's own download. */
export const downloadFile = (text: string, filename: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once started.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
