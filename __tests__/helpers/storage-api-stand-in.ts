/**
 * Cloud Storage's JSON API as far as the studio uses it (a photo's upload in one request, as the
 * Storage SDK sends one under 256 KB, its download address, and deletion), answered as the `fetch`
 * the SDK's Node build calls (jsdom has none), as the browser tests' stand-in answers it in the
 * browser. Every other request finds no network. The SDK reads only the status, the headers and the
 * body of an answer.
 */
export const STORAGE_API = "https://firebasestorage.googleapis.com"

const answer = (status: number, body = "") => ({
  status,
  headers: { get: () => null },
  arrayBuffer: async () => new TextEncoder().encode(body).buffer,
})

/** What was uploaded, what is still stored and what was deleted, by path in the bucket (posts/<id>/<name>.jpg). */
export const storageApiStandIn = (bucket: string) => {
  const uploaded: string[] = []
  const stored = new Set<string>()
  const deleted: string[] = []
  /** An object as the API describes it; the download token is always "t". */
  const resource = (path: string) => JSON.stringify({ name: path, bucket, contentType: "image/jpeg", size: "1", downloadTokens: "t" })

  const fetch = async (input: string | URL, init?: { method?: string }) => {
    const address = new URL(String(input))
    if (address.origin !== STORAGE_API) throw new TypeError("offline")
    const object = address.pathname.match(/^\/v0\/b\/[^/]+\/o\/(.+)$/)?.[1]
    const path = object ? decodeURIComponent(object) : address.searchParams.get("name")
    if (!path) throw new TypeError("offline")
    switch (init?.method) {
      case "POST":
        uploaded.push(path)
        stored.add(path)
        return answer(200, resource(path))
      case "GET":
        return stored.has(path) ? answer(200, resource(path)) : answer(404)
      case "DELETE":
        deleted.push(path)
        stored.delete(path)
        return answer(204)
      default:
        throw new TypeError("offline")
    }
  }

  return { fetch, uploaded, stored, deleted }
}
