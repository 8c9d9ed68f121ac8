/**
 * @jest-environment node
 *
 * The local backend's Storage stand-in, driven by the real Firebase Storage web SDK in Node through
 * the studio's own code (src/firebase/storage.ts connects it to the stand-in the local backend
 * names; upload-photo.ts uploads and deletes as the studio does), with accounts signed in to the
 * local Auth emulator: the coach uploads a photo and the build downloads it by its address, and
 * what storage.rules keeps out (visitors, other accounts, tokens the Auth emulator did not issue or
 * no longer honours, other folders, SVG and other files, a wrong download token) is kept out here
 * too; what Cloud Storage's headers guard (nosniff, CORS for the site's own pages) is guarded too.
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { signInWithEmailAndPassword, signOut } from "firebase/auth"
import { getMetadata, ref, uploadBytes, uploadBytesResumable, type StorageError } from "firebase/storage"
import sharp from "sharp"
import { POST_PHOTOS_FOLDER } from "../contract/firebase-settings"
import { postImageObject, storyImageSources } from "../contract/story-image-sources"
import { postImageSite } from "../gatsby/posts/load-posts"
import { createImageResolver } from "../gatsby/published/published-images"
import { MAX_PHOTO_BYTES } from "../scripts/local-backend/storage-protocol"
import { DEVELOP_SERVER_PORT } from "../scripts/local-backend/site-env"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { getStorageService } from "../src/firebase/storage"
import { deletePhoto, uploadPhoto } from "../studio/photos/upload-photo"
import { postOwner } from "../studio/photos/photo-files"
import { runAddCoach } from "./helpers/auth-emulator"
import { sharedLocalBackend, type SharedLocalBackend } from "./helpers/local-backend"

jest.setTimeout(60_000)

const POST_ID = "notes-from-an-awayday"
const COACH = { email: "eleanor@example.co.uk", password: "a-coach-password" }
const VISITOR = { email: "visitor@example.co.uk", password: "a-visitor-password" }
const UNVERIFIED = { email: "claimed@example.co.uk", password: "a-claimed-password" }

let backend: SharedLocalBackend | undefined
let adminApp: App
let setup: FirebaseSetup
let photo: Buffer
let publicDir: string

const env = () => {
  if (!backend) throw new Error("the local backend did not start")
  return backend.env
}
const auth = () => getAuthService(setup)
const storage = () => getStorageService(setup)
const signInAs = async (who: { email: string; password: string } | null) => {
  await signOut(auth())
  if (who) await signInWithEmailAndPassword(auth(), who.email, who.password)
}
const newPath = () => `${POST_PHOTOS_FOLDER}${POST_ID}/${randomUUID()}.jpg`
/** The SDK's error code for a failed operation ("storage/unauthorized" ...). */
const code = (operation: Promise<unknown>) =>
  operation.then(
    () => "succeeded",
    (error: StorageError) => error.code,
  )

/** The studio's upload of a prepared photo: its download address and the progress it reported. */
const upload = async (path: string, bytes: Buffer) => {
  const progress: number[] = []
  const run = uploadPhoto(setup, path, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), (percent) => progress.push(percent))
  return { url: await run.done, progress }
}

beforeAll(async () => {
  backend = await sharedLocalBackend()
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST
  adminApp = initializeAdminApp({ projectId: env().GATSBY_FIREBASE_PROJECT_ID }, "storage-stand-in-test")
  // Sign-up is closed to browsers, so the other accounts are made as an administrator would.
  await getAuth(adminApp).createUser({ ...VISITOR, emailVerified: true })
  // The claim without a verified address: what an account registered under the coach's address would have.
  const claimed = await getAuth(adminApp).createUser({ ...UNVERIFIED, emailVerified: false })
  await getAuth(adminApp).setCustomUserClaims(claimed.uid, { coach: true })
  await runAddCoach(env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST, [COACH.email, "--password", COACH.password])

  const setupFromEnv = firebaseSetup(env())
  if (!setupFromEnv) throw new Error("the local backend's variables make no Firebase setup")
  setup = setupFromEnv
  // A photo as the studio sends it, large enough (over 256 KB) for the SDK's resumable upload in several pieces.
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#1e3a8a", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .jpeg({ quality: 95 })
    .toBuffer()
  publicDir = mkdtempSync(join(tmpdir(), "storage-stand-in-"))
}, 180_000)

afterAll(async () => {
  await signOut(auth()).catch(() => undefined)
  await backend?.stop()
  if (adminApp) await deleteAdminApp(adminApp)
  if (publicDir) rmSync(publicDir, { recursive: true, force: true })
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST
}, 60_000)

describe("the coach", () => {
  beforeAll(() => signInAs(COACH))

  it("uploads a photo in pieces, sees its progress to the end, and gets an address at the local backend that gives back the same bytes", async () => {
    expect(photo.length).toBeGreaterThan(2 * 256 * 1024)
    const path = newPath()
    const { url, progress } = await upload(path, photo)
    expect(progress.length).toBeGreaterThan(2)
    expect(progress.at(-1)).toBe(100)
    expect(url).toMatch(
      new RegExp(`^http://${env().FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${env().GATSBY_FIREBASE_STORAGE_BUCKET}/o/${encodeURIComponent(path)}\\?alt=media&token=[0-9a-f-]+$`),
    )
    // Anyone holding the address reads it, as with Cloud Storage's download addresses: the build does.
    await signInAs(null)
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/jpeg")
    expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true)
    await signInAs(COACH)
  })

  it("uploads a small photo in one request, with its type and size recorded", async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#fde68a" } }).jpeg().toBuffer()
    const path = newPath()
    const { url } = await upload(path, small)
    expect(await getMetadata(ref(storage(), path))).toMatchObject({ fullPath: path, contentType: "image/jpeg", size: small.length })
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(small)).toBe(true)
  })

  it("publishes a photo the build accepts and downloads from the local backend, to serve it from the site itself", async () => {
    const { url } = await upload(newPath(), photo)
    const sources = storyImageSources(env())
    expect(postImageObject(url, sources)).toMatch(/^posts\/notes-from-an-awayday\//)
    const resolve = createImageResolver(postImageSite({ storiesDir: join(publicDir, "none"), publicDir, sources }))
    const copy = await resolve(url, null)
    expect(copy).toMatchObject({ url: expect.stringMatching(/^\/blog\/images\/[0-9a-f]+\.jpg$/), width: 1200, height: 900 })
    expect(readFileSync(join(publicDir, ...copy.url.split("/").filter(Boolean))).equals(photo)).toBe(true)
  })

  it("deletes a photo: its address then finds nothing, and deleting it again counts as done", async () => {
    const { url } = await upload(newPath(), photo)
    await deletePhoto(setup, postOwner(POST_ID), url)
    expect((await fetch(url)).status).toBe(404)
    await expect(deletePhoto(setup, postOwner(POST_ID), url)).resolves.toBeUndefined()
  })

  it("stores only images, only in the studio's folders, and only under storage.rules' size cap", async () => {
    const bytes = new Uint8Array(photo)
    expect(await code(uploadBytes(ref(storage(), newPath()), bytes, { contentType: "text/html" }))).toBe("storage/unauthorized")
    expect(await code(uploadBytes(ref(storage(), `private/${randomUUID()}.jpg`), bytes, { contentType: "image/jpeg" }))).toBe("storage/unauthorized")
    expect(await code(uploadBytes(ref(storage(), `${POST_PHOTOS_FOLDER}${randomUUID()}.jpg`), bytes, { contentType: "image/jpeg" }))).toBe("storage/unauthorized")
    const rulesCap = /request\.resource\.size < (\d+) \* 1024 \* 1024/.exec(readFileSync("storage.rules", "utf8"))?.[1]
    expect(MAX_PHOTO_BYTES).toBe(Number(rulesCap) * 1024 * 1024)
    const tooLarge = uploadBytesResumable(ref(storage(), newPath()), new Uint8Array(MAX_PHOTO_BYTES), { contentType: "image/jpeg" })
    expect(await code(tooLarge.then())).toBe("storage/unauthorized")
    expect(await code(upload(newPath(), Buffer.alloc(MAX_PHOTO_BYTES - 1)))).toBe("succeeded")
  })
})

describe("anyone but the coach", () => {
  let url = ""
  let path = ""

  beforeAll(async () => {
    await signInAs(COACH)
    path = newPath()
    url = (await upload(path, photo)).url
  })

  it.each([
    { who: "a visitor, signed out", account: null },
    { who: "a signed-in account without the coach claim", account: VISITOR },
    { who: "an account with the claim but no verified e-mail address", account: UNVERIFIED },
  ])("is refused an upload and a deletion: $who", async ({ account }) => {
    await signInAs(account)
    await expect(upload(newPath(), photo)).rejects.toMatchObject({ code: "storage/unauthorized" })
    await expect(uploadBytes(ref(storage(), newPath()), new Uint8Array(10), { contentType: "image/jpeg" })).rejects.toMatchObject({ code: "storage/unauthorized" })
    await expect(deletePhoto(setup, postOwner(POST_ID), url)).rejects.toMatchObject({ code: "storage/unauthorized" })
    await expect(getMetadata(ref(storage(), path))).rejects.toMatchObject({ code: "storage/unauthorized" })
    // The coach's photo is still there.
    expect((await fetch(url)).status).toBe(200)
  })

  it("cannot read a photo with a wrong download token, or with none", async () => {
    await signInAs(null)
    const address = new URL(url)
    address.searchParams.set("token", randomUUID())
    expect((await fetch(address)).status).toBe(403)
    address.searchParams.delete("token")
    expect((await fetch(address)).status).toBe(403)
    expect((await fetch(url)).status).toBe(200)
  })
})

/** The start of a resumable upload of a small JPEG, as the SDK sends it, with this Authorization header. */
const startUpload = (authorization: string | null, path = newPath()) =>
  fetch(`http://${env().FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${env().GATSBY_FIREBASE_STORAGE_BUCKET}/o?name=${encodeURIComponent(path)}`, {
    method: "POST",
    headers: {
      ...(authorization ? { authorization } : {}),
      "content-type": "application/json; charset=utf-8",
      "x-goog-upload-protocol": "resumable",
      "x-goog-upload-command": "start",
      "x-goog-upload-header-content-type": "image/jpeg",
      "x-goog-upload-header-content-length": "10",
    },
    body: JSON.stringify({ name: path, contentType: "image/jpeg" }),
  })

/** An unsigned JWT, as the Auth emulator writes them, with these claims. */
const jwt = (claims: Record<string, unknown>) =>
  [{ alg: "none", typ: "JWT" }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString("base64url")).join(".") + "."

const payloadOf = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"))

const currentToken = async () => {
  const user = auth().currentUser
  if (!user) throw new Error("nobody is signed in")
  return user.getIdToken()
}

describe("the coach's token", () => {
  it("is taken as it comes from the Auth emulator: the coach may start an upload", async () => {
    await signInAs(COACH)
    expect((await startUpload(`Firebase ${await currentToken()}`)).status).toBe(200)
  })

  it("is refused when written by hand: the claims of the coach on an account the Auth emulator does not have", async () => {
    const now = Math.floor(Date.now() / 1000)
    const { GATSBY_FIREBASE_PROJECT_ID: project } = env()
    const forged = jwt({
      iss: `https://securetoken.google.com/${project}`,
      aud: project,
      sub: "made-up-account",
      user_id: "made-up-account",
      iat: now,
      exp: now + 3600,
      auth_time: now,
      email: COACH.email,
      email_verified: true,
      coach: true,
      firebase: { identities: {}, sign_in_provider: "password" },
    })
    expect((await startUpload(`Firebase ${forged}`)).status).toBe(401)
  })

  it("is refused when another account's token is rewritten to carry the coach claim and a verified address", async () => {
    await signInAs(VISITOR)
    const visitor = payloadOf(await currentToken())
    const rewritten = jwt({ ...visitor, coach: true, email_verified: true })
    expect((await startUpload(`Firebase ${rewritten}`)).status).toBe(403)
  })

  it("is refused once the coach has been signed out everywhere (stricter than Cloud Storage, which honours it until it expires: docs/local-development.md)", async () => {
    await signInAs(COACH)
    const token = await currentToken()
    expect((await startUpload(`Firebase ${token}`)).status).toBe(200)
    // Revocation counts whole seconds: a token of the same second would still be honoured.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const { uid } = await getAuth(adminApp).getUserByEmail(COACH.email)
    await getAuth(adminApp).revokeRefreshTokens(uid)
    expect((await startUpload(`Firebase ${token}`)).status).toBe(401)
    // Signing in again gives her a token it takes.
    await signOut(auth())
    await signInAs(COACH)
    expect((await startUpload(`Firebase ${await currentToken()}`)).status).toBe(200)
  })
})

describe("what it stores and how it serves it", () => {
  beforeAll(() => signInAs(COACH))

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect width="10" height="10"/></svg>')

  it("refuses an SVG, whether it says so or calls itself a JPEG", async () => {
    expect(await code(uploadBytes(ref(storage(), newPath()), new Uint8Array(svg), { contentType: "image/svg+xml" }))).toBe("storage/unauthorized")
    expect(await code(uploadBytes(ref(storage(), newPath()), new Uint8Array(svg), { contentType: "image/jpeg" }))).toBe("storage/unauthorized")
    // In a larger file, sent in pieces, the bytes are only seen at the end: still refused, and nothing kept.
    const padded = Buffer.concat([Buffer.from("\ufeff  "), svg, Buffer.alloc(600 * 1024, 0x20)])
    const path = newPath()
    expect(await code(uploadBytesResumable(ref(storage(), path), new Uint8Array(padded), { contentType: "image/jpeg" }).then())).toBe("storage/unauthorized")
    await expect(getMetadata(ref(storage(), path))).rejects.toMatchObject({ code: "storage/object-not-found" })
  })

  it("stores JPEG only, as storage.rules do (`contentType == 'image/jpeg'`)", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).png().toBuffer()
    expect(await code(uploadBytes(ref(storage(), newPath()), new Uint8Array(png), { contentType: "image/png" }))).toBe("storage/unauthorized")
    expect(readFileSync("storage.rules", "utf8")).toContain("request.resource.contentType == 'image/jpeg'")
  })

  it("sends nosniff with a photo and with a refusal, so a browser never runs stored bytes as a page", async () => {
    const { url } = await upload(newPath(), photo)
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(served.headers.get("x-content-type-options")).toBe("nosniff")
    const refused = await startUpload(null)
    expect(refused.status).toBe(403)
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff")
  })
})

describe("CORS", () => {
  const preflight = (origin: string) =>
    fetch(`http://${env().FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${env().GATSBY_FIREBASE_STORAGE_BUCKET}/o?name=${encodeURIComponent(newPath())}`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization,x-goog-upload-protocol" },
    })

  it("is answered for the site's local pages: the develop server and the local live site", async () => {
    for (const origin of [`http://127.0.0.1:${DEVELOP_SERVER_PORT}`, env().GATSBY_LIVE_SITE_URL]) {
      const answer = await preflight(origin)
      expect(answer.status).toBe(204)
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin)
      expect(answer.headers.get("vary")).toMatch(/Origin/)
    }
    await signInAs(COACH)
    const { url } = await upload(newPath(), photo)
    const download = await fetch(url, { headers: { origin: env().GATSBY_LIVE_SITE_URL } })
    expect(download.headers.get("access-control-allow-origin")).toBe(env().GATSBY_LIVE_SITE_URL)
  })

  it("is not answered for any other page, so another site open in the coach's browser cannot call it", async () => {
    for (const origin of ["https://example.com", "http://127.0.0.1:1", "null"]) {
      const answer = await preflight(origin)
      expect(answer.status).toBe(403)
      expect(answer.headers.get("access-control-allow-origin")).toBeNull()
    }
    await signInAs(COACH)
    const { url } = await upload(newPath(), photo)
    const download = await fetch(url, { headers: { origin: "https://example.com" } })
    expect(download.headers.get("access-control-allow-origin")).toBeNull()
  })
})
