/** A PDF's text read back with pdf-parse, for the unit tests and the browser tests alike. */
import pdfParse from "pdf-parse/lib/pdf-parse.js"

interface TextItem {
  str: string
  transform: number[]
}
interface PageData {
  getTextContent: () => Promise<{ items: TextItem[] }>
}

/**
 * A page's text, a line per line; pieces on one line (a label and its value) a space apart, as a
 * reader sees them; the page's foot ("... Page 1 of 2") left out, so running text reads on across pages.
 */
const pageText = async (page: PageData): Promise<string> => {
  let text = ""
  let lastY: number | undefined
  for (const item of (await page.getTextContent()).items) {
    const y = item.transform[5]
    text += lastY === undefined ? item.str : `${y === lastY ? " " : "\n"}${item.str}`
    lastY = y
  }
  return text.replace(/\n[^\n]* Page \d+ of \d+$/, "")
}

/** A PDF's text (base64 or bytes), read by pdf-parse, its spaces made single. */
export const pdfText = async (pdf: string | Uint8Array): Promise<string> => {
  // A Uint8Array of the test's own realm: pdf.js tells its input by `instanceof`, which a Buffer from Node's fails under jest.
  const bytes = new Uint8Array(typeof pdf === "string" ? Buffer.from(pdf, "base64") : pdf)
  return (await pdfParse(bytes as Buffer, { pagerender: (page: PageData) => pageText(page) })).text.replace(/\s+/g, " ")
}
