/**
 * How many pixels a photo of a post or story may have, judged from its header before anything
 * decodes it. A decoder allocates for the size the header claims: a 2 MB JPEG may claim 20,000 ×
 * 20,000 pixels (1.2 GB once decoded), enough to take a build down, and a visitor's phone with it.
 * The publish callables read the first bytes of each photo with the small reader below; the build
 * reads the header with sharp's metadata, which decodes nothing either. Pure: functions/ compiles it.
 */

/** Far above any photo the studio makes (its long side is at most 2,000 px) or a camera's (24 million is common). */
export const PHOTO_MAX_PIXELS = 40_000_000

/** How much of a photo is read for its size: its header, well before its pixels, in any photo the studio makes. */
export const PHOTO_HEADER_BYTES = 64 * 1024

const count = (value: number): string => new Intl.NumberFormat("en-GB").format(value)

/** Why a photo of this size cannot be published, or null when it can. */
export const photoPixelsProblem = (width: number, height: number): string | null =>
  width * height > PHOTO_MAX_PIXELS
    ? `is ${count(width)} × ${count(height)} pixels; a photo may have at most ${PHOTO_MAX_PIXELS / 1_000_000} million (for example 8,000 × 5,000): make it smaller and upload it again`
    : null

export interface PhotoSize {
  width: number
  height: number
}

const startsWith = (bytes: Uint8Array, text: string, at = 0): boolean => [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0))

const u16be = (bytes: Uint8Array, at: number): number => (bytes[at] << 8) | bytes[at + 1]
const u16le = (bytes: Uint8Array, at: number): number => bytes[at] | (bytes[at + 1] << 8)
const u24le = (bytes: Uint8Array, at: number): number => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16)
const u32be = (bytes: Uint8Array, at: number): number => ((bytes[at] << 24) >>> 0) + ((bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3])

/** JPEG: the frame header (SOF0-15, not DHT, JPG or DAC) after the segments before it. */
const jpegSize = (bytes: Uint8Array): PhotoSize | null => {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) }
    // Markers without a length: TEM, RST0-7.
    at += marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) ? 2 : 2 + u16be(bytes, at + 2)
  }
  return null
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X). */
const webpSize = (bytes: Uint8Array): PhotoSize | null => {
  if (startsWith(bytes, "VP8 ", 12) && bytes.length >= 30) return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff }
  if (startsWith(bytes, "VP8L", 12) && bytes.length >= 25) {
    const [b0, b1, b2, b3] = bytes.subarray(21, 25)
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) }
  }
  if (startsWith(bytes, "VP8X", 12) && bytes.length >= 30) return { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) }
  return null
}

/**
 * The size a photo's header claims (JPEG, PNG, GIF or WebP), from its first bytes; null when they
 * are not one of those or do not reach the size.
 */
export const photoHeaderSize = (bytes: Uint8Array): PhotoSize | null => {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes)
  if (startsWith(bytes, "\x89PNG\r\n\x1a\n") && startsWith(bytes, "IHDR", 12) && bytes.length >= 24) return { width: u32be(bytes, 16), height: u32be(bytes, 20) }
  if ((startsWith(bytes, "GIF87a") || startsWith(bytes, "GIF89a")) && bytes.length >= 10) return { width: u16le(bytes, 6), height: u16le(bytes, 8) }
  if (startsWith(bytes, "RIFF") && startsWith(bytes, "WEBP", 8)) return webpSize(bytes)
  return null
}
