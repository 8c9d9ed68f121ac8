/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The "Add an image" panel of a post's text deletes from Cloud Storage the photo it uploaded when
 * that photo never reaches the text: the panel cancelled (or closed with Escape), the photo removed
 * or replaced in it. The photo added to the text stays. The panel runs for real, resizing included,
 * against the local backend's Storage service; the browser's image drawing, which jsdom lacks, is
 * answered by a stand-in.
 */
import "./helpers/node-globals"
import * as React from "react"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PostBodyField } from "../studio/posts/post-body-field"
import { installCanvasStandIn } from "./helpers/canvas-stand-in"
import { renderThemed } from "./helpers/render"
import { localBackendStorageSetup as setup, localBackendStorage } from "./helpers/local-backend-storage"

const postId = "3f2b8c1d-4e5a-4b6c-8d7e-9f0a1b2c3d4e"

const storage = localBackendStorage()
beforeAll(() => installCanvasStandIn())

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
  expect(text).toContain(`![The team at the end of the day](${storage.origin}/`)
  expect(text).toContain(encodeURIComponent(added))
  await settle()
  expect(storage.deleted).toEqual([replaced, removed])
  expect(storage.stored()).toEqual(new Set([added]))
})
