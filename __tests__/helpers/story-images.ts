import { existsSync, mkdirSync, readFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
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

/** A bucket for tests: the local Storage emulator's addresses are accepted for it in a demo- project. */
export const TEST_BUCKET = "demo-stories.appspot.com"

/** A story photo's download address in the emulator's form: /v0/b/<bucket>/o/stories%2F<file>. */
export const storageAddress = (origin: string, file: string, bucket = TEST_BUCKET): string =>
  `${origin}/v0/b/${bucket}/o/${encodeURIComponent(`stories/${file}`)}?alt=media&token=test-token`

/** The file a request for storageAddress(...) names ("/poster.jpg"), or the bare path for any other request. */
export const requestedFile = (url: string | undefined, bucket = TEST_BUCKET): string => {
  const path = (url ?? "").split("?")[0]
  const prefix = `/v0/b/${bucket}/o/`
  return path.startsWith(prefix) ? `/${decodeURIComponent(path.slice(prefix.length)).replace(/^stories\//, "")}` : path
}

/** A loopback server in place of Storage: the file `fileOf` names for a request, as JPEG, or 404. */
export const serveImages = async (fileOf: (url: string | undefined) => string | null): Promise<{ base: string; close: () => Promise<void> }> => {
  const server = createServer((req, res) => {
    const file = fileOf(req.url)
    if (!file || !existsSync(file)) return void res.writeHead(404).end()
    res.writeHead(200, { "content-type": "image/jpeg" }).end(readFileSync(file))
  })
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
