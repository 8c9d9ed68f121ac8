/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The "Add an image" panel of a post's text deletes from Cloud Storage the photo it uploaded when
 * that photo never reaches the text: the panel cancelled (or closed with Escape), the photo removed
 * or replaced in it. The photo added to the text stays. The panel runs for real, resizing included;
 * Cloud Storage's API is answered by a stand-in, and the browser's image drawing, which jsdom lacks,
 * by another.
 */
import "./helpers/node-globals"
import * as React from "react"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { FirebaseSetup } from "../src/firebase/config"
import { PostBodyField } from "../studio/posts/post-body-field"
import { installCanvasStandIn } from "./helpers/canvas-stand-in"
import { renderThemed } from "./helpers/render"
import { storageApiStandIn } from "./helpers/storage-api-stand-in"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"

const BUCKET = `${LOCAL_PROJECT_ID}.appspot.com`
const setup: FirebaseSetup = {
  options: { apiKey: "a-demo-key", projectId: LOCAL_PROJECT_ID, appId: "1:1:web:1", storageBucket: BUCKET },
  functionsRegion: FUNCTIONS_REGION,
}
const postId = "3f2b8c1d-4e5a-4b6c-8d7e-9f0a1b2c3d4e"

let storage = storageApiStandIn(BUCKET)
const withFetch = globalThis.fetch
beforeAll(() => installCanvasStandIn())
beforeEach(() => {
  storage = storageApiStandIn(BUCKET)
  Object.assign(globalThis, { fetch: storage.fetch })
})
afterAll(() => Object.assign(globalThis, { fetch: withFetch }))

/** The post's text, kept as the editor keeps it. */
const Body: React.FC = () => {
  const [body, setBody] = React.useState("A day away is worth it.")
  return <PostBodyField setup={setup} postId={postId} id="post-body" value={body} problems={[]} onChange={setBody} />
}

const photoFile = (name: string) => new File([new Uint8Array(2048)], name, { type: "image/jpeg" })

// The resizing library and the Storage SDK load (and here compile) when the first photo is picked:
// on a busy machine that takes longer than waitFor's one second.
const LOADED = { timeout: 10_000 }

/** Opens the panel and uploads a photo in it; resolves once it is stored and shown. */
const uploadInPanel = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  if (!screen.queryByRole("group", { name: "Add an image" })) await user.click(screen.getByRole("button", { name: "Image" }))
  const count = storage.uploaded.length
  await user.upload(screen.getByLabelText("Photo"), photoFile(name))
  await waitFor(() => expect(storage.uploaded).toHaveLength(count + 1), LOADED)
  await screen.findByText("Photo uploaded.", undefined, LOADED)
  return storage.uploaded[count]
}

/** Long enough for a deletion that was going to happen to have reached the stand-in. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

it("deletes the photo when the panel is cancelled, or closed with Escape, before it reaches the text", async () => {
  const user = userEvent.setup()
  renderThemed(<Body />)

  const first = await uploadInPanel(user, "whiteboard.jpg")
  await user.click(screen.getByRole("button", { name: "Cancel" }))
  expect(screen.queryByRole("group", { name: "Add an image" })).not.toBeInTheDocument()
  await waitFor(() => expect(storage.deleted).toEqual([first]))

  const second = await uploadInPanel(user, "flipchart.jpg")
  await user.type(screen.getByRole("textbox", { name: "Describe the photo for people who cannot see it" }), "The flipchart{Escape}")
  expect(screen.queryByRole("group", { name: "Add an image" })).not.toBeInTheDocument()
  await waitFor(() => expect(storage.deleted).toEqual([first, second]))
  expect(screen.getByRole("textbox", { name: "Text" })).toHaveValue("A day away is worth it.")
})

it("deletes a photo replaced or removed in the panel at once, and keeps the one added to the text", async () => {
  const user = userEvent.setup()
  renderThemed(<Body />)

  const replaced = await uploadInPanel(user, "whiteboard.jpg")
  const removed = await uploadInPanel(user, "whiteboard-straight.jpg")
  await waitFor(() => expect(storage.deleted).toEqual([replaced]))
  await user.click(screen.getByRole("button", { name: "Remove the photo" }))
  await waitFor(() => expect(storage.deleted).toEqual([replaced, removed]))

  const added = await uploadInPanel(user, "team.jpg")
  await user.type(screen.getByRole("textbox", { name: "Describe the photo for people who cannot see it" }), "The team at the end of the day")
  await user.click(screen.getByRole("button", { name: "Add the image" }))
  expect(screen.queryByRole("group", { name: "Add an image" })).not.toBeInTheDocument()
  const text = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Text" }).value
  expect(text).toContain(`![The team at the end of the day](https://`)
  expect(text).toContain(encodeURIComponent(added))
  await settle()
  expect(storage.deleted).toEqual([replaced, removed])
  expect(storage.stored).toEqual(new Set([added]))
})
