/**
 * Reads a zip as any unzip tool would, by its central directory: each entry's name and bytes,
 * inflated, with its CRC-32 checked. For the tests of the client's record, which is one zip.
 */
import { crc32, inflateRawSync } from "node:zlib"

export const zipEntries = (zip: Buffer): Map<string, Buffer> => {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (endAt < 0) throw new Error("not a zip: no end of central directory")
  const count = zip.readUInt16LE(endAt + 10)
  let at = zip.readUInt32LE(endAt + 16)
  const entries = new Map<string, Buffer>()
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${index}: no central directory header`)
    const method = zip.readUInt16LE(at + 10)
    const crc = zip.readUInt32LE(at + 16)
    const packedSize = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const localAt = zip.readUInt32LE(at + 42)
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength)
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28)
    const packed = zip.subarray(dataAt, dataAt + packedSize)
    const content = method === 8 ? inflateRawSync(packed) : Buffer.from(packed)
    if (crc32(content) !== crc) throw new Error(`${name}: its CRC-32 does not match`)
    entries.set(name, content)
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}
