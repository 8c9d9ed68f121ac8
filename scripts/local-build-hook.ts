/**
 * The local build hook: what the functions' BUILD_HOOK_URL points at on this machine, standing in
 * for GitHub's repository_dispatch endpoint and the deployment workflow it starts. A POST asks for
 * a build; builds run one at a time, and every request that arrives during a build is answered by
 * one more build after it (a burst of publishes costs two builds at most, never one each). A POST
 * is answered at once, 204 as GitHub answers: the function that calls it does not wait for the build.
 *
 * It honours the committed workflow (.github/workflows/deploy.yml, read with GitHub's parser when
 * the hook starts): an event type the workflow's repository_dispatch `types` do not list is answered
 * 204 as GitHub answers it, and builds nothing, as GitHub starts nothing; a line says so. A body
 * without an event type is refused (422), as GitHub refuses it.
 *
 * It prints one line when a build starts and one when it ends: the stories now live, with their
 * addresses, or the build's error. GET answers the hook's state as JSON, so a script or a test can
 * wait for a build to finish. With `token`, a POST must carry it (`Authorization: Bearer <token>`,
 * as the functions send their BUILD_HOOK_TOKEN secret) or is refused (401) and builds nothing. It
 * listens on 127.0.0.1 only and stops with `stop()`, which also stops a build under way.
 */
import { timingSafeEqual } from "node:crypto"
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { BLOG_PATH, storyPath } from "../contract/routes"
import { workflowAccepts } from "./deploy-workflow"

const HOST = "127.0.0.1"
const MAX_BODY_BYTES = 16_384

/** What GET answers: the hook's state. */
export interface BuildHookState {
  building: boolean
  /** A build has been asked for and not yet started. */
  pending: boolean
  completed: number
  failed: number
  lastError: string | null
  /** The live site's address, from the first finished build on. */
  siteUrl: string | null
}

export interface BuildHook {
  url: string
  port: number
  status: () => BuildHookState
  resume: () => void
  idle: () => Promise<void>
  stop: () => Promise<void>
}

export interface BuildHookOptions {
  port?: number
  /** Makes and serves the site; resolves to its address. */
  build: (options: { signal: AbortSignal }) => Promise<string>
  /** The bearer token every POST must carry. */
  token?: string
  /** The deployment workflow whose event types start a build, as YAML; the committed file by default. */
  workflow?: string
  paused?: boolean
  say?: (line: string) => void
  warn?: (line: string) => void
}

/** The story or blog post a request names, and whether the request publishes it or takes it down. */
type Requested = { key: string; published: boolean } & ({ storyId: string; postId?: undefined } | { postId: string; storyId?: undefined })

/** A repository_dispatch body as the functions send it. */
interface Dispatch {
  event_type?: unknown
  client_payload?: { storyId?: unknown; postId?: unknown }
}

const dispatchIn = (body: string): Dispatch | undefined => {
  try {
    const parsed: unknown = JSON.parse(body)
    return parsed && typeof parsed === "object" ? (parsed as Dispatch) : undefined
  } catch {
    return undefined
  }
}

/** The story or blog post a request names (pages and settings name neither: the build reads them all). */
const requestedBy = ({ event_type: event, client_payload: payload }: Dispatch): Requested | undefined => {
  const storyId = typeof payload?.storyId === "string" ? payload.storyId : undefined
  if (storyId) return { key: `story:${storyId}`, storyId, published: event !== "story-unpublish" }
  const postId = typeof payload?.postId === "string" ? payload.postId : undefined
  return postId ? { key: `post:${postId}`, postId, published: event !== "post-unpublish" } : undefined
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((done) => {
    let body = ""
    req.on("data", (chunk: Buffer) => {
      if (body.length < MAX_BODY_BYTES) body += chunk.toString()
    })
    req.on("end", () => done(body))
    req.on("error", () => done(body))
  })

/** What a finished build brought live (or took down), with the addresses to open. */
const describeDone = (requests: Requested[], siteUrl: string): string => {
  const stories = requests.flatMap((request) => (request.storyId ? [{ storyId: request.storyId, published: request.published }] : []))
  const posts = requests.filter((request) => request.postId)
  const live = stories.filter((story) => story.published).map((story) => `${siteUrl}${storyPath(story.storyId)}`)
  const gone = stories.filter((story) => !story.published).map((story) => story.storyId)
  const parts = [
    live.length > 0 ? `live at ${live.join(", ")}` : "",
    gone.length > 0 ? `taken off the site: ${gone.join(", ")}` : "",
    // A post's address comes from its slug, which the request does not carry: the blog lists it.
    posts.length > 0 ? `blog posts published or taken down: see ${siteUrl}${BLOG_PATH}` : "",
  ].filter(Boolean)
  return `done, ${parts.length > 0 ? parts.join("; ") : "the site is rebuilt"} (the site: ${siteUrl}/)`
}

/** Whether the request carries the hook's token (compared in constant time). */
const carriesToken = (req: IncomingMessage, token: string): boolean => {
  const sent = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "")
  const expected = Buffer.from(token)
  return sent.length === expected.length && timingSafeEqual(sent, expected)
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * Starts the hook. `build({ signal })` makes and serves the site and resolves to its address;
 * `token`, when given, is the bearer token every POST must carry.
 * `paused: true` holds every build until `resume()` (the browser tests run theirs after the rest).
 * Resolves to `{ url, port, status, resume, idle, stop }`.
 */
export const startBuildHook = async ({
  port = 0,
  build,
  token,
  workflow,
  paused = false,
  say = console.log,
  warn = console.error,
}: BuildHookOptions): Promise<BuildHook> => {
  const accepts = await workflowAccepts(workflow)
  const state: BuildHookState = { building: false, pending: false, completed: 0, failed: 0, lastError: null, siteUrl: null }
  /** Stories and posts named by the requests the next build answers. */
  let waiting = new Map<string, Requested>()
  let held = paused
  let current: Promise<void> | null = null
  let controller: AbortController | null = null
  let stopped = false
  const idleWaiters: Array<() => void> = []

  const settle = () => {
    if (state.building || state.pending) return
    for (const done of idleWaiters.splice(0)) done()
  }

  const runOne = async () => {
    const stories = [...waiting.values()]
    waiting = new Map()
    state.pending = false
    state.building = true
    controller = new AbortController()
    const names = stories.map((story) => story.storyId ?? `post ${story.postId}`).join(", ")
    say(`Build hook: building the site with the local backend's stories${names ? ` (for ${names})` : ""}...`)
    try {
      state.siteUrl = await build({ signal: controller.signal })
      state.completed += 1
      say(`Build hook: ${describeDone(stories, state.siteUrl)}`)
    } catch (error) {
      if (stopped) return
      state.failed += 1
      state.lastError = errorText(error)
      warn(`Build hook: the build failed, the live site is unchanged. ${state.lastError}`)
    } finally {
      state.building = false
      controller = null
    }
  }

  /** Starts the next build when one is asked for, none is running and the hook is not held. */
  const next = (): void => {
    if (current || held || stopped || !state.pending) return settle()
    current = runOne().finally(() => {
      current = null
      next()
    })
  }

  const server = createServer(async (req, res) => {
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(state))
      return
    }
    if (req.method !== "POST") {
      res.writeHead(405, { allow: "GET, POST" }).end()
      return
    }
    if (token && !carriesToken(req, token)) {
      req.resume()
      res.writeHead(401, { "www-authenticate": "Bearer" }).end()
      return
    }
    const dispatch = dispatchIn(await readBody(req))
    const event = dispatch?.event_type
    if (!dispatch || typeof event !== "string" || event === "") {
      res.writeHead(422, { "content-type": "application/json" }).end(JSON.stringify({ message: "Invalid request: event_type wasn't supplied." }))
      return
    }
    res.writeHead(204).end()
    if (!accepts(event)) {
      warn(`Build hook: ${event} is not among the deployment workflow's repository_dispatch types (.github/workflows/deploy.yml): GitHub would start nothing, so nothing is built.`)
      return
    }
    const requested = requestedBy(dispatch)
    if (requested) waiting.set(requested.key, requested)
    state.pending = true
    next()
  })

  await new Promise<void>((listening, fail) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      fail(error.code === "EADDRINUSE" ? new Error(`the build hook could not listen on ${HOST}:${port}: the port is taken`) : error),
    )
    server.listen(port, HOST, listening)
  })
  const actualPort = (server.address() as AddressInfo).port

  return {
    url: `http://${HOST}:${actualPort}/`,
    port: actualPort,
    status: () => ({ ...state }),
    resume: () => {
      held = false
      next()
    },
    /** Resolves once no build is running or asked for. */
    idle: () => new Promise<void>((done) => {
      idleWaiters.push(done)
      if (!current) settle()
    }),
    stop: async () => {
      stopped = true
      controller?.abort()
      await current
      await new Promise<void>((closed) => server.close(() => closed()))
      server.closeAllConnections?.()
      for (const done of idleWaiters.splice(0)) done()
    },
  }
}
