/** Relative luminance of a #rrggbb colour (WCAG 2). */
const luminance = (hex: string): number => {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** White or black text, whichever reads better on the page's background colour. */
export const textColourOn = (background: string): "#ffffff" | "#000000" => {
  const bg = luminance(background)
  return contrast(bg, 1) >= contrast(bg, 0) ? "#ffffff" : "#000000"
}
