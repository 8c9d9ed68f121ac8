/**
 * The one layout of every PDF the functions send (the signed agreement, invoices, credit notes):
 * A4, Helvetica, a list of blocks laid down the page and onto the next when one is full, each
 * page numbered at its foot. The documents say what they hold; this says only where it goes.
 *
 * The standard fonts carry the Windows-1252 characters (pound sign, accents, curly quotes): any
 * other character is printed as its unaccented letter where it has one, else "?", so an unusual
 * name never stops an invoice from being made.
 */
import type { PDFFont, PDFPage } from "pdf-lib"

export type PdfBlock =
  /** The document's name, large, at the top. */
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  /** Running text, wrapped to the page. */
  | { kind: "paragraph"; text: string; small?: boolean }
  /** Two blocks of lines side by side (from and to), each under its label. */
  | { kind: "parties"; left: { label: string; lines: string[] }; right: { label: string; lines: string[] } }
  /** Label and value, one pair a line. */
  | { kind: "fields"; rows: [label: string, value: string][] }
  /** Money: a label on the left, the amount right-aligned; `strong` for the total. */
  | { kind: "amounts"; rows: { label: string; amount: string; strong?: boolean }[] }
  | { kind: "space" }

export interface PdfContent {
  title: string
  author: string
  subject: string
  /** Stamped as the document's creation date, so the same record always makes the same PDF. */
  createdAt: Date
  /** One line at the foot of every page, beside its number. */
  footer: string
  blocks: PdfBlock[]
}

/** A4 in points (pdf-lib's PageSizes.A4). */
const A4: [number, number] = [595.28, 841.89]
const [PAGE_WIDTH, PAGE_HEIGHT] = A4
const MARGIN = 56
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const SIZE = { title: 20, heading: 12.5, text: 10, small: 8.5 }
const LEADING = 1.4

/** Letters no decomposition takes to a plain one. */
const PLAIN_LETTERS: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŀ: "L", ŀ: "l", Ŧ: "T", ŧ: "t" }

/** A character the font has, else its letter without accents, else "?". */
const printable = (font: PDFFont): ((text: string) => string) => {
  const known = new Set(font.getCharacterSet())
  return (text) =>
    [...text.replace(/[\t\r\n\u2028\u2029]+/g, " ")]
      .map((character) => {
        if (known.has(character.codePointAt(0) ?? 0)) return character
        const plain = (PLAIN_LETTERS[character] ?? character).normalize("NFKD").replace(/\p{M}/gu, "")
        return [...plain].every((each) => known.has(each.codePointAt(0) ?? 0)) && plain ? plain : "?"
      })
      .join("")
}

/** Words laid into lines no wider than `width`; a word wider than the line is cut. */
const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = []
  let current = ""
  for (const word of text.split(/ +/).filter(Boolean)) {
    const tried = current ? `${current} ${word}` : word
    if (font.widthOfTextAtSize(tried, size) <= width) {
      current = tried
      continue
    }
    if (current) lines.push(current)
    let rest = word
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    current = rest
  }
  if (current) lines.push(current)
  return lines.length ? lines : [""]
}

/** Lays the blocks out and answers the PDF's bytes. */
export const layOutPdf = async (content: PdfContent): Promise<Uint8Array> => {
  // Loaded when a PDF is first made, not when the functions load: their start is timed at deploy.
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib")
  const INK = rgb(0.1, 0.1, 0.12)
  const MUTED = rgb(0.38, 0.38, 0.42)
  const doc = await PDFDocument.create()
  doc.setTitle(content.title)
  doc.setAuthor(content.author)
  doc.setSubject(content.subject)
  doc.setCreator(content.author)
  doc.setProducer("pdf-lib")
  doc.setCreationDate(content.createdAt)
  doc.setModificationDate(content.createdAt)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const clean = printable(regular)

  let page: PDFPage = doc.addPage(A4)
  let y = PAGE_HEIGHT - MARGIN
  const bottom = MARGIN + 28

  /** Room for `height` more on this page, or a new page. */
  const room = (height: number) => {
    if (y - height >= bottom) return
    page = doc.addPage(A4)
    y = PAGE_HEIGHT - MARGIN
  }
  const write = (text: string, x: number, size: number, font: PDFFont, color = INK) => page.drawText(clean(text), { x, y: y - size, size, font, color })
  const lineHeight = (size: number) => size * LEADING

  for (const block of content.blocks) {
    switch (block.kind) {
      case "title":
        room(lineHeight(SIZE.title) + 8)
        write(block.text, MARGIN, SIZE.title, bold)
        y -= lineHeight(SIZE.title) + 8
        break
      case "heading":
        room(lineHeight(SIZE.heading) * 2 + 6)
        y -= 6
        write(block.text, MARGIN, SIZE.heading, bold)
        y -= lineHeight(SIZE.heading)
        break
      case "paragraph": {
        const size = block.small ? SIZE.small : SIZE.text
        for (const line of wrap(clean(block.text), regular, size, TEXT_WIDTH)) {
          room(lineHeight(size))
          write(line, MARGIN, size, regular, block.small ? MUTED : INK)
          y -= lineHeight(size)
        }
        y -= 4
        break
      }
      case "parties": {
        const half = TEXT_WIDTH / 2 - 10
        const columns = [block.left, block.right].map((side) => ({ label: side.label, lines: side.lines.flatMap((line) => wrap(clean(line), regular, SIZE.text, half)) }))
        const rows = 1 + Math.max(...columns.map((column) => column.lines.length))
        room(rows * lineHeight(SIZE.text))
        const top = y
        columns.forEach((column, index) => {
          const x = MARGIN + index * (half + 20)
          y = top
          write(column.label, x, SIZE.small, bold, MUTED)
          y -= lineHeight(SIZE.text)
          for (const line of column.lines) {
            write(line, x, SIZE.text, regular)
            y -= lineHeight(SIZE.text)
          }
        })
        y = top - rows * lineHeight(SIZE.text) - 6
        break
      }
      case "fields": {
        const labelWidth = 150
        for (const [label, value] of block.rows) {
          const lines = wrap(clean(value), regular, SIZE.text, TEXT_WIDTH - labelWidth)
          room(lines.length * lineHeight(SIZE.text))
          write(label, MARGIN, SIZE.text, bold)
          for (const line of lines) {
            write(line, MARGIN + labelWidth, SIZE.text, regular)
            y -= lineHeight(SIZE.text)
          }
        }
        y -= 4
        break
      }
      case "amounts":
        for (const row of block.rows) {
          const font = row.strong ? bold : regular
          room(lineHeight(SIZE.text) + 4)
          if (row.strong) page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: MARGIN + TEXT_WIDTH, y: y + 2 }, thickness: 0.6, color: MUTED })
          write(row.label, MARGIN, SIZE.text, font)
          const amount = clean(row.amount)
          write(amount, MARGIN + TEXT_WIDTH - font.widthOfTextAtSize(amount, SIZE.text), SIZE.text, font)
          y -= lineHeight(SIZE.text) + (row.strong ? 4 : 0)
        }
        y -= 4
        break
      case "space":
        y -= lineHeight(SIZE.text)
        break
    }
  }

  const pages = doc.getPages()
  pages.forEach((each, index) => {
    const number = `Page ${index + 1} of ${pages.length}`
    each.drawText(clean(content.footer), { x: MARGIN, y: MARGIN - 4, size: SIZE.small, font: regular, color: MUTED })
    each.drawText(number, { x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(number, SIZE.small), y: MARGIN - 4, size: SIZE.small, font: regular, color: MUTED })
  })
  return doc.save()
}

/** A PDF as a mail document attaches it: base64, as the Trigger Email extension hands it to Nodemailer. */
export const pdfAttachment = (filename: string, bytes: Uint8Array) => ({
  filename,
  content: Buffer.from(bytes).toString("base64"),
  encoding: "base64" as const,
  contentType: "application/pdf",
})
