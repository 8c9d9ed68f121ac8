/**
 * Node's own globals that jsdom's window leaves out and the Firebase Admin SDK needs, for a test
 * that renders in jsdom and also runs the functions' code against the Firestore stand-in. Imported
 * first, before the SDK loads.
 */
import { TextDecoder, TextEncoder } from "node:util"
import { clearImmediate, setImmediate } from "node:timers"
import { ReadableStream } from "node:stream/web"
import { MessageChannel, MessagePort } from "node:worker_threads"

// The streams and message ports: the newsletter's e-mails are made with MJML, whose HTML tools load undici.
Object.assign(globalThis, { TextEncoder, TextDecoder, setImmediate, clearImmediate, ReadableStream, MessageChannel, MessagePort })
