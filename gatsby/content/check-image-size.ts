/**
 * Runs as Gatsby reads each file of content/: an image (a post's cover, a page's photo) with more
 * pixels than a photo may have (contract/photo-size.ts) fails the build, naming the file, before the
 * image plugins decode it. Read from the header: sharp's metadata decodes nothing.
 */
import type { CreateNodeArgs } from "gatsby"
import sharp from "sharp"
import { photoPixelsProblem } from "../../contract/photo-size"
import { CONTENT_SOURCE, type ContentFileNode } from "./content-file"

/** The raster formats the image plugins decode. */
const RASTER_FILE = /\.(jpe?g|png|webp|gif|avif|tiff?)$/i

export const checkImageSize = async ({ node, reporter }: Pick<CreateNodeArgs, "node" | "reporter">): Promise<void> => {
  const file = node as ContentFileNode
  if (node.internal.type !== "File" || file.sourceInstanceName !== CONTENT_SOURCE || !RASTER_FILE.test(file.relativePath)) return
  let size: { width?: number; height?: number }
  try {
    // sharp's own limit would refuse without saying the size; nothing is decoded here.
    size = await sharp(file.absolutePath, { limitInputPixels: false }).metadata()
  } catch {
    // An image sharp cannot read fails later in the image plugins, naming it, as it always has.
    return
  }
  const problem = size.width && size.height ? photoPixelsProblem(size.width, size.height) : null
  if (problem) reporter.panicOnBuild(`The image content/${file.relativePath} ${problem}`)
}
