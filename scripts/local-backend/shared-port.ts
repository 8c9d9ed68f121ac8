/**
 * One port for the local Firestore's two protocols, as the official emulator serves them: gRPC
 * (HTTP/2, what firebase-admin speaks) and the emulator's own HTTP/1.1 requests (the Functions
 * emulator registering its triggers). The first bytes of a connection tell them apart: HTTP/2
 * with prior knowledge, as gRPC opens, starts with the connection preface `PRI * HTTP/2.0`.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http"
import { connect, createServer, type Socket } from "node:net"

export interface SharedPort {
  port: number
  close: () => void
}

const HTTP2_PREFACE = Buffer.from("PRI ")

export const sharePort = async (port: number, grpcPort: number, handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<SharedPort> => {
  const http = createHttpServer(handle)
  const open = new Set<Socket>()
  const front = createServer((socket) => {
    open.add(socket)
    socket.once("close", () => open.delete(socket))
    socket.on("error", () => socket.destroy())
    socket.once("data", (first: Buffer) => {
      socket.pause()
      if (first.subarray(0, HTTP2_PREFACE.length).equals(HTTP2_PREFACE)) {
        const grpc = connect(grpcPort, "127.0.0.1")
        open.add(grpc)
        grpc.once("close", () => {
          open.delete(grpc)
          socket.destroy()
        })
        grpc.on("error", () => grpc.destroy())
        socket.once("close", () => grpc.destroy())
        grpc.write(first)
        socket.pipe(grpc).pipe(socket)
      } else {
        socket.unshift(first)
        http.emit("connection", socket)
      }
      socket.resume()
    })
  })
  const bound = await new Promise<number>((resolve, reject) => {
    front.once("error", (error) => reject(new Error(`Firestore stand-in could not listen on 127.0.0.1:${port}: ${error.message}`)))
    front.listen(port, "127.0.0.1", () => resolve((front.address() as { port: number }).port))
  })
  return {
    port: bound,
    close: () => {
      front.close()
      http.close()
      for (const socket of open) socket.destroy()
    },
  }
}
