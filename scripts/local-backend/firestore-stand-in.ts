/**
 * Firestore for the local backend and the tests: `@firestore-emulator/server` (the official
 * emulator needs Java 21 and a download), bound to 127.0.0.1 in this process.
 */
import { dirname } from "node:path"
import { FirestoreServer } from "@firestore-emulator/server"

export interface FirestoreStandIn {
  port: number
  stop: () => void
}

interface GrpcServer {
  bindAsync(address: string, credentials: unknown, done: (error: Error | null, port: number) => void): void
}

/** Starts the stand-in on 127.0.0.1:`port` (0: a port the OS picks); its own start() binds every interface. */
export const startFirestore = async (port: number): Promise<FirestoreStandIn> => {
  // Its failures are reported below in one sentence; grpc's own log line would only repeat them.
  process.env.GRPC_VERBOSITY ??= "NONE"
  const emulator = new FirestoreServer()
  // The gRPC server and its credentials must come from the copy of grpc-js the package uses.
  const grpcPath = require.resolve("@grpc/grpc-js", { paths: [dirname(require.resolve("@firestore-emulator/server"))] })
  const { ServerCredentials } = require(grpcPath) as { ServerCredentials: { createInsecure(): unknown } }
  const server = (emulator as unknown as { server: GrpcServer }).server
  const bound = await new Promise<number>((resolveBound, reject) =>
    server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(new Error(`Firestore stand-in could not listen on 127.0.0.1:${port}: ${error.message}`)) : resolveBound(actual),
    ),
  )
  return { port: bound, stop: () => void emulator.stop() }
}
