import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import sharp from "sharp"

/** Writes a plain raster image of the given size, for stories under test. */
export const writeImage = async (file: string, width: number, height: number, format: "png" | "jpeg" = "png"): Promise<void> => {
  mkdirSync(dirname(file), { recursive: true })
  const image = sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
  await (format === "png" ? image.png() : image.jpeg()).toFile(file)
}

export const writeSvg = async (file: string): Promise<void> => {
  mkdirSync(dirname(file), { recursive: true })
  const { writeFileSync } = await import("node:fs")
  writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="960"><rect width="720" height="960"/></svg>')
}
