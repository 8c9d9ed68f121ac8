import { dirname } from "node:path"
import { FirestoreServer } from "@firestore-emulator/server"

interface GrpcServer {
  bindAsync(address: string, credentials: unknown, done: (error: Error | null, port: number) => void): void
}

export interface RunningEmulator {
  host: string
  stop: () => void
}

/**
 * Starts the Firestore emulator on 127.0.0.1 on a port the OS picks. The package's own start()
 * binds every interface on a fixed port, so the test binds its gRPC server itself.
 */
export const startFirestoreEmulator = async (): Promise<RunningEmulator> => {
  const emulator = new FirestoreServer()
  // The emulator's gRPC server and credentials must come from the same copy of grpc-js it uses.
  const grpcPath = require.resolve("@grpc/grpc-js", { paths: [dirname(require.resolve("@firestore-emulator/server"))] })
  const { ServerCredentials } = require(grpcPath) as { ServerCredentials: { createInsecure(): unknown } }
  const server = (emulator as unknown as { server: GrpcServer }).server
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  )
  return { host: `127.0.0.1:${port}`, stop: () => emulator.stop() }
}
