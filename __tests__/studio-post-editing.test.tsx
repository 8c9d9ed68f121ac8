/**
 * Writing a blog post in the studio: the edits the coach makes (address from the title, tags,
 * cover), the body's toolbar used with the keyboard alone, the description's live count against the
 * build's limit, the checklist (the real contract/post-checklist.ts) holding Publish back until it is
 * clear, and the preview drawn from the build's own Markdown pipeline.
 */
import * as React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "styled-components"
import { postChecklist } from "../contract/post-checklist"
import type { PostDraft } from "../contract/post-input"
import { postHtml } from "../contract/post-markdown"
import type { TakenSlugs } from "../contract/post-slug"
import { SEARCH_DESCRIPTION_MAX_CHARS } from "../contract/schema-fields"
import type { FirebaseSetup } from "../src/firebase/config"
import { PublishChecklist } from "../studio/editing/publish-checklist"
import { insertImage, insertLink, prefixLines, wrapSelection, HEADING, NUMBERED } from "../studio/posts/markdown-edits"
import { newPostDraft, postSlugFor } from "../studio/posts/new-post"
import { addTag, removeCover, removeTag, setCover, setCoverAlt, setPostTitle } from "../studio/posts/post-edits"
import { postFieldName, postProblemControlId, problemsAtField } from "../studio/posts/post-field-names"
import { PostPreview } from "../studio/posts/post-preview"
import { PostWriteView } from "../studio/posts/post-write-view"
import { theme } from "../src/theme/tokens"
import { renderThemed } from "./helpers/render"

const TAKEN: TakenSlugs = { filePosts: ["delegation-is-a-design-problem"], publishedPosts: ["board-meetings"] }

/** Never called: no test here uploads a photo. */
const setup = {} as FirebaseSetup

const complete = (overrides: Partial<PostDraft> = {}): PostDraft => ({
  ...newPostDraft("Notes from an awayday", TAKEN, "2026-11-20"),
  description: "What a leadership team decided on a day away, and how they made it stick.",
  tags: ["teams"],
  body: "A day away is worth it.\n\n## What we decided\n\n- Fewer meetings\n\n![The whiteboard](https://storage.example/board.jpg)\n\nRead [more](/services/).",
  ...overrides,
})

describe("a new post", () => {
  it("gets an address from its title that no file post, published post or blog page has", () => {
    expect(postSlugFor("Notes from an Awayday!", TAKEN)).toBe("notes-from-an-awayday")
    expect(postSlugFor("Delegation is a design problem", TAKEN)).toBe("delegation-is-a-design-problem-2")
    expect(postSlugFor("Board meetings", TAKEN)).toBe("board-meetings-2")
    expect(postSlugFor("Page", TAKEN)).toBe("page-2")
    expect(postSlugFor("Images", TAKEN)).toBe("images-2")
    expect(postSlugFor("???", TAKEN)).toBe("post")
  })

  it("starts dated, titled and otherwise empty, so the checklist lists what to write", () => {
    const draft = newPostDraft("  Notes from an awayday ", TAKEN, "2026-11-20")
    expect(draft).toEqual({ title: "Notes from an awayday", slug: "notes-from-an-awayday", date: "2026-11-20", description: "", tags: [], body: "" })
    expect(postChecklist(draft, TAKEN).map((line) => line.field)).toEqual(expect.arrayContaining(["description", "tags", "body"]))
  })
})

describe("editing a post", () => {
  it("keeps the address following the title until the coach changes it or the post is live", () => {
    const draft = newPostDraft("Notes", TAKEN, "2026-11-20")
    expect(setPostTitle(draft, "Notes from an awayday", false).slug).toBe("notes-from-an-awayday")
    expect(setPostTitle({ ...draft, slug: "my-own-address" }, "Other", false).slug).toBe("my-own-address")
    expect(setPostTitle(draft, "Notes from an awayday", true).slug).toBe("notes")
  })

  it("adds a tag once, spelt as the blog already spells it, and removes it", () => {
    const once = addTag(addTag({ tags: [] }, " Leadership  teams "), "leadership TEAMS")
    expect(once.tags).toEqual(["Leadership teams"])
    expect(addTag({ tags: [] }, "strategy", ["Strategy"]).tags).toEqual(["Strategy"])
    expect(addTag({ tags: ["a"] }, "   ").tags).toEqual(["a"])
    expect(removeTag(once, "Leadership teams").tags).toEqual([])
  })

  it("asks for a new cover's description, keeps it when the photo is replaced, and drops both with the cover", () => {
    const photo = { src: "https://storage.example/a.jpg", width: 2000, height: 1125 }
    const covered = setCover({ title: "T" }, photo)
    expect(covered).toEqual({ title: "T", cover: photo.src })
    expect(postChecklist({ ...complete(), ...covered }, TAKEN)).toEqual([{ field: "coverAlt", message: "is required when a cover image is set", blocking: true }])
    const described = setCoverAlt(covered, "The team at a table")
    expect(setCover(described, { ...photo, src: "https://storage.example/b.jpg" }).coverAlt).toBe("The team at a table")
    expect(setCoverAlt(described, "")).toEqual(covered)
    expect(removeCover(described)).toEqual({ title: "T" })
  })

  it("names each checklist field as the coach knows it and goes to its control", () => {
    expect(postFieldName("coverAlt")).toBe("Cover photo description")
    expect(postFieldName("slug")).toBe("Address")
    expect(postProblemControlId({ field: "coverAlt", message: "" })).toBe("post-cover-alt")
    expect(postProblemControlId({ field: "body", message: "" })).toBe("post-body")
    expect(postProblemControlId({ field: "post", message: "" })).toBe("post-title")
  })
})

describe("the body's Markdown edits", () => {
  const at = (text: string, start: number, end = start) => ({ text, start, end })

  it("wraps the selected words, or selects a placeholder to type over", () => {
    expect(wrapSelection(at("Say no", 4, 6), "**", "bold words")).toEqual({ text: "Say **no**", start: 6, end: 8 })
    expect(wrapSelection(at("", 0), "_", "words")).toEqual({ text: "_words_", start: 1, end: 6 })
  })

  it("marks every line the selection touches, replacing any marker it had", () => {
    expect(prefixLines(at("one\ntwo", 1, 5), NUMBERED).text).toBe("1. one\n2. two")
    expect(prefixLines(at("- Decisions", 3), HEADING(2)).text).toBe("## Decisions")
  })

  it("makes a link of the selected words, and puts an image on a paragraph of its own", () => {
    expect(insertLink(at("Read more here", 5, 9), "/services/").text).toBe("Read [more](/services/) here")
    expect(insertLink(at("", 0), "https://example.com", "a template").text).toBe("[a template](https://example.com)")
    expect(insertImage(at("Before.\nAfter.", 7), "The [team]", "https://storage.example/a.jpg").text).toBe(
      "Before.\n\n![The team](https://storage.example/a.jpg)\n\nAfter.",
    )
  })
})

/** The write view with a draft that changes as the coach types, as the editor's hook changes it. */
const WriteView: React.FC<{ start: PostDraft; taken?: TakenSlugs }> = ({ start, taken = TAKEN }) => {
  const [draft, setDraft] = React.useState(start)
  const lines = postChecklist(draft, taken)
  return (
    <PostWriteView
      setup={setup}
      postId="0b7a3c1e-2f4d-4e8a-9c6b-1d2e3f4a5b6c"
      draft={draft}
      live={false}
      knownTags={["Leadership", "Teams"]}
      problemsAt={(field) => problemsAtField(lines, field)}
      change={(edit) => setDraft(edit)}
    />
  )
}

describe("the write view", () => {
  it("counts the description live against the build's limit and says how far over it is", async () => {
    const user = userEvent.setup()
    renderThemed(<WriteView start={complete({ description: "" })} />)
    const description = screen.getByRole("textbox", { name: "Description (for search results and sharing)" })
    expect(description).toHaveAccessibleDescription(expect.stringContaining(`0 of ${SEARCH_DESCRIPTION_MAX_CHARS} characters`))
    await user.type(description, "Twelve chars")
    expect(screen.getByText(`12 of ${SEARCH_DESCRIPTION_MAX_CHARS} characters`)).toBeInTheDocument()
    await user.clear(description)
    await user.click(description)
    await user.paste("x".repeat(SEARCH_DESCRIPTION_MAX_CHARS + 5))
    expect(screen.getByText(`${SEARCH_DESCRIPTION_MAX_CHARS + 5} of ${SEARCH_DESCRIPTION_MAX_CHARS} characters: 5 too many`)).toBeInTheDocument()
    expect(description).toHaveAttribute("aria-invalid", "true")
    // The build's own message, at the field.
    expect(description).toHaveAccessibleDescription(expect.stringContaining(`should be at most ${SEARCH_DESCRIPTION_MAX_CHARS} characters`))
  })

  it("picks a tag the blog uses or a new one, and removes it", async () => {
    const user = userEvent.setup()
    renderThemed(<WriteView start={complete({ tags: [] })} />)
    await user.click(screen.getByRole("button", { name: "Add the tag Leadership" }))
    await user.type(screen.getByRole("combobox", { name: "Tags" }), "Board work{Enter}")
    const tags = screen.getByRole("list", { name: "Tags of this post" })
    expect(within(tags).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Leadership×", "Board work×"])
    await user.click(screen.getByRole("button", { name: "Remove the tag Leadership" }))
    expect(within(tags).getAllByRole("listitem")).toHaveLength(1)
  })

  describe("the body's toolbar", () => {
    it("is one labelled toolbar for the text, reached with one Tab, its buttons chosen with the arrow keys", async () => {
      const user = userEvent.setup()
      renderThemed(<WriteView start={complete({ body: "" })} />)
      const toolbar = screen.getByRole("toolbar", { name: "Formatting" })
      expect(toolbar).toHaveAttribute("aria-controls", screen.getByRole("textbox", { name: "Text" }).id)
      const buttons = within(toolbar).getAllByRole("button")
      expect(buttons.map((button) => button.textContent)).toEqual(["Heading", "Subheading", "Bold", "Italic", "Link", "List", "Numbered list", "Quote", "Image"])
      expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1)

      buttons[0].focus()
      await user.keyboard("{ArrowRight}{ArrowRight}")
      expect(screen.getByRole("button", { name: "Bold" })).toHaveFocus()
      await user.keyboard("{End}")
      expect(screen.getByRole("button", { name: "Image" })).toHaveFocus()
      await user.keyboard("{ArrowRight}")
      expect(screen.getByRole("button", { name: "Heading" })).toHaveFocus()
      await user.keyboard("{ArrowLeft}")
      expect(screen.getByRole("button", { name: "Image" })).toHaveFocus()
      // Tab leaves the toolbar for the text in one step.
      await user.tab()
      expect(screen.getByRole("textbox", { name: "Text" })).toHaveFocus()
    })

    it("formats the selected words from the keyboard and gives the text back the focus to type on", async () => {
      const user = userEvent.setup()
      renderThemed(<WriteView start={complete({ body: "Decisions that stick" })} />)
      const text = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Text" })
      text.focus()
      text.setSelectionRange(0, 9)
      await user.keyboard("{Control>}b{/Control}")
      expect(text).toHaveValue("**Decisions** that stick")
      expect(text).toHaveFocus()

      // The same from the toolbar: Shift+Tab to it, arrows to Heading, Enter.
      await user.tab({ shift: true })
      await user.keyboard("{Home}{Enter}")
      expect(text).toHaveValue("## **Decisions** that stick")
      expect(text).toHaveFocus()
      await user.keyboard("{End}!")
      expect(text).toHaveValue("## **Decisions** that stick!")
    })

    it("asks for a link's address, refuses one the site will not publish, and adds a good one, all from the keyboard", async () => {
      const user = userEvent.setup()
      renderThemed(<WriteView start={complete({ body: "Read about coaching." })} />)
      const text = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Text" })
      text.focus()
      text.setSelectionRange(11, 19)
      await user.keyboard("{Control>}k{/Control}")
      const address = screen.getByRole("textbox", { name: "Link address" })
      expect(address).toHaveFocus()
      expect(screen.getByRole("textbox", { name: "Words to show" })).toHaveValue("coaching")
      await user.keyboard("javascript:alert(1)")
      await user.click(screen.getByRole("button", { name: "Add the link" }))
      expect(address).toHaveAccessibleDescription(expect.stringContaining("Use a page of the site such as /contact/"))
      expect(text).toHaveValue("Read about coaching.")
      await user.clear(address)
      await user.type(address, "/services/")
      await user.tab()
      await user.tab()
      await user.keyboard("{Enter}")
      expect(text).toHaveValue("Read about [coaching](/services/).")
      expect(text).toHaveFocus()
    })

    it("closes the link panel with Escape and leaves the text as it was", async () => {
      const user = userEvent.setup()
      renderThemed(<WriteView start={complete({ body: "Unchanged" })} />)
      const text = screen.getByRole("textbox", { name: "Text" })
      await user.click(text)
      await user.keyboard("{Control>}k{/Control}/contact/{Escape}")
      expect(screen.queryByRole("textbox", { name: "Link address" })).not.toBeInTheDocument()
      expect(text).toHaveValue("Unchanged")
      expect(text).toHaveFocus()
    })

    it("shows the checklist's words about the body at the text", () => {
      renderThemed(<WriteView start={complete({ body: "## One\n\n#### Three" })} />)
      expect(screen.getByRole("textbox", { name: "Text" })).toHaveAccessibleDescription(expect.stringContaining("is level 4 straight after level 2"))
    })
  })
})

describe("the post's checklist", () => {
  const Check: React.FC<{ draft: PostDraft }> = ({ draft }) => (
    <PublishChecklist
      noun="post"
      lines={postChecklist(draft, TAKEN)}
      fieldName={postFieldName}
      controlId={postProblemControlId}
      published={false}
      publishing={false}
      blocked={false}
      outcome={null}
      onFix={() => undefined}
      onPublish={() => undefined}
      onUnpublish={() => undefined}
    />
  )

  it("holds Publish back while an image in the text has no description, and lets it go once described", () => {
    const undescribed = complete({ body: "Intro.\n\n![](https://storage.example/board.jpg)" })
    const { rerender } = renderThemed(<Check draft={undescribed} />)
    const toFix = screen.getByRole("list", { name: "Still to fix" })
    expect(within(toFix).getByText(/needs a description of what it shows/)).toBeInTheDocument()
    expect(within(toFix).getByRole("button", { name: "Fix: Text" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled()

    rerender(
      <ThemeProvider theme={theme}>
        <Check draft={{ ...undescribed, body: "Intro.\n\n![The whiteboard](https://storage.example/board.jpg)" }} />
      </ThemeProvider>,
    )
    expect(screen.getByText("Everything the site checks is in order: this post can be published.")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled()
  })

  it("lists advice apart, without holding Publish back", () => {
    renderThemed(<Check draft={complete({ title: "A title long enough that search results would cut it off before the end" })} />)
    expect(screen.getByRole("list", { name: "Worth a look" })).toHaveTextContent(/search results show about 60/)
    expect(screen.queryByRole("list", { name: "Still to fix" })).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled()
  })

  it("refuses an address another post has, at the address", () => {
    renderThemed(<Check draft={complete({ slug: "board-meetings" })} />)
    expect(within(screen.getByRole("list", { name: "Still to fix" })).getByText(/already the address of another published post/)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled()
  })
})

describe("the preview", () => {
  it("shows the post as its page will, from the build's Markdown and sanitiser, at phone width and then desktop", async () => {
    const user = userEvent.setup()
    const draft = complete({ body: "Intro.\n\n## What we decided\n\n- Fewer meetings\n\nRead [more](/services/).\n\n<script>alert(1)</script>", cover: "https://storage.example/cover.jpg", coverAlt: "The team" })
    const { container } = renderThemed(<PostPreview draft={draft} html={postHtml(draft.body ?? "")} />)
    expect(screen.getByRole("heading", { level: 1, name: "Notes from an awayday" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "What we decided" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "more" })).toHaveAttribute("href", "/services/")
    expect(screen.getByRole("img", { name: "The team" })).toHaveAttribute("src", "https://storage.example/cover.jpg")
    expect(screen.getByText("20 November 2026")).toBeInTheDocument()
    expect(container.querySelector("script")).toBeNull()

    expect(screen.getByRole("region", { name: "Preview at phone width" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Phone (375 px)" })).toHaveAttribute("aria-pressed", "true")
    await user.click(screen.getByRole("button", { name: "Desktop (1280 px)" }))
    expect(screen.getByRole("region", { name: "Preview at desktop width" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Desktop (1280 px)" })).toHaveAttribute("aria-pressed", "true")
  })
})
