/**
 * A build hook on 127.0.0.1 that records each request's body and answers 204, named to the
 * functions by BUILD_HOOK_URL and BUILD_HOOK_TOKEN: the tests count the builds a publish asks for.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

export interface RecordingBuildHook {
  server: Server
  /** Each request's body, in order. */
  calls: string[]
}

export const startRecordingBuildHook = async (): Promise<RecordingBuildHook> => {
  const calls: string[] = []
  const server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString()))
    request.on("end", () => {
      calls.push(body)
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build`
  process.env.BUILD_HOOK_TOKEN = "a-hook-token"
  return { server, calls }
}
