/**
 * Serves the built site (public/) the way the CDN does: folders answer with their index.html,
 * unknown paths with 404.html and status 404, text compressed with gzip when the browser accepts
 * it. Listens on 127.0.0.1 on a port the OS picks.
 */
import { createReadStream, existsSync, statSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { extname, join, normalize, resolve } from "node:path"
import { createGzip } from "node:zlib"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
}

const fileFor = (root: string, urlPath: string): string | null => {
  const path = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "")
  const candidate = join(root, path)
  if (!candidate.startsWith(root)) return null
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  const index = join(candidate, "index.html")
  return existsSync(index) ? index : null
}

export interface RunningServer {
  url: string
  close: () => Promise<void>
}

export const serveStatic = async (dir: string): Promise<RunningServer> => {
  const root = resolve(dir)
  const server: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://127.0.0.1")
    const file = fileFor(root, pathname)
    const status = file ? 200 : 404
    const body = file ?? join(root, "404.html")
    const type = TYPES[extname(body)] ?? "application/octet-stream"
    const compress = /^(text|application)\/(?!octet)|svg/.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"]))
    res.writeHead(status, { "content-type": type, ...(compress && { "content-encoding": "gzip", vary: "accept-encoding" }) })
    const stream = createReadStream(body)
    if (compress) stream.pipe(createGzip()).pipe(res)
    else stream.pipe(res)
  })
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
