/**
 * A PDF's text for a suite that runs in jsdom: pdf.js, seeing a window, asks for a browser's worker
 * script, which jsdom cannot run, so pdf-parse reads it in a worker thread of plain Node instead,
 * its spaces made single as `pdfText` (engagement-backend.ts) makes them.
 */
import { Worker } from "node:worker_threads"

const READ = `
const { parentPort, workerData } = require("node:worker_threads")
// Bytes of their own: pdf.js reads a typed array's whole buffer, and a small Buffer shares Node's pool.
require(workerData.parser)(new Uint8Array(Buffer.from(workerData.base64, "base64"))).then((parsed) => parentPort.postMessage(parsed.text))
`

export const pdfTextOutsideJsdom = (bytes: Uint8Array): Promise<string> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(READ, { eval: true, workerData: { parser: require.resolve("pdf-parse/lib/pdf-parse.js"), base64: Buffer.from(bytes).toString("base64") } })
    worker.once("message", (text: unknown) => {
      resolve(String(text).replace(/\s+/g, " "))
      void worker.terminate()
    })
    worker.once("error", reject)
  })
