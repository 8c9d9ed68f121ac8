import * as React from "react"
import type { PostDraft } from "../../contract/post-input"
import { postPath } from "../../contract/routes"
import { SEARCH_DESCRIPTION_MAX_CHARS } from "../../contract/schema-fields"
import type { FirebaseSetup } from "../../src/firebase/config"
import { StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { CharacterCount, isOverLimit } from "../editing/character-count"
import { StyledField } from "../editing/studio-field"
import { postOwner } from "../photos/photo-files"
import { PhotoUploader } from "../photos/photo-uploader"
import { PostBodyField } from "./post-body-field"
import { addTag, removeCover, removeTag, reuseCover, setCover, setCoverAlt, setPostTitle } from "./post-edits"
import { postControlId } from "./post-field-names"
import { TagPicker } from "./tag-picker"

interface PostWriteViewProps {
  setup: FirebaseSetup
  postId: string
  draft: PostDraft
  /** While published the address is fixed: changing it would break the links to the live post. */
  live: boolean
  /** Every tag in use on the site. */
  knownTags: readonly string[]
  problemsAt: (field: string) => string[]
  change: (edit: (current: PostDraft) => PostDraft) => void
}

/** The ids that describe a control: its help, its count, and the problems the checklist names at it. */
const describedBy = (id: string, problems: string[], ...more: string[]): string =>
  [...more, problems.length ? `${id}-problems` : ""].filter(Boolean).join(" ") || ""

const Problems: React.FC<{ id: string; problems: string[] }> = ({ id, problems }) =>
  problems.length ? <StyledError id={`${id}-problems`}>{problems.join(" ")}</StyledError> : null

/** A one-line or multi-line text field with its label, help and the problems at it. */
const TextField: React.FC<{
  field: string
  label: string
  help?: string
  value: string
  problems: string[]
  multiline?: boolean
  type?: "text" | "date"
  readOnly?: boolean
  count?: number
  onChange: (value: string) => void
}> = ({ field, label, help, value, problems, multiline, type = "text", readOnly, count, onChange }) => {
  const id = postControlId(field)
  const over = count !== undefined && isOverLimit(value, count)
  const props = {
    id,
    value,
    readOnly,
    "aria-describedby": describedBy(id, problems, help ? `${id}-help` : "", count !== undefined ? `${id}-count` : "") || undefined,
    "aria-invalid": problems.length > 0 || over,
  }
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {help && <StyledHelp id={`${id}-help`}>{help}</StyledHelp>}
      {multiline ? (
        <textarea {...props} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type={type} {...props} onChange={(event) => onChange(event.target.value)} />
      )}
      {count !== undefined && <CharacterCount id={`${id}-count`} text={value} max={count} />}
      <Problems id={id} problems={problems} />
    </StyledField>
  )
}

/** The editor's "Write" view of a post: title, address, date, description, tags, cover and text. */
export const PostWriteView: React.FC<PostWriteViewProps> = ({ setup, postId, draft, live, knownTags, problemsAt, change }) => (
  <div>
    <TextField field="title" label="Title" value={draft.title ?? ""} problems={problemsAt("title")} onChange={(title) => change((current) => setPostTitle(current, title, live))} />
    <TextField
      field="slug"
      label="Address"
      help={
        live
          ? `Live at ${postPath(draft.slug ?? "")}. Unpublish the post to change its address.`
          : `The post will be at ${postPath(draft.slug || "…")}: lower-case words joined by hyphens.`
      }
      value={draft.slug ?? ""}
      readOnly={live}
      problems={problemsAt("slug")}
      onChange={(slug) => change((current) => ({ ...current, slug }))}
    />
    <TextField field="date" label="Date" type="date" value={draft.date ?? ""} problems={problemsAt("date")} onChange={(date) => change((current) => ({ ...current, date }))} />
    <TextField
      field="description"
      label="Description (for search results and sharing)"
      multiline
      count={SEARCH_DESCRIPTION_MAX_CHARS}
      value={draft.description ?? ""}
      problems={problemsAt("description")}
      onChange={(description) => change((current) => ({ ...current, description }))}
    />
    <TagPicker
      id={postControlId("tags")}
      tags={draft.tags ?? []}
      known={knownTags}
      problems={problemsAt("tags")}
      onAdd={(tag) => change((current) => addTag(current, tag, knownTags))}
      onRemove={(tag) => change((current) => removeTag(current, tag))}
    />
    <PhotoUploader
      setup={setup}
      owner={postOwner(postId)}
      id={postControlId("cover")}
      label="Cover photo (optional)"
      hint="Shown at the top of the post and when it is shared, cut to a wide 16:9 shape. Large photos are made smaller here first."
      photo={draft.cover ? { src: draft.cover, alt: draft.coverAlt ?? "" } : null}
      onUploaded={(photo) => change((current) => setCover(current, photo))}
      onAltChange={(alt) => change((current) => setCoverAlt(current, alt))}
      onRemove={() => change(removeCover)}
      library={{ kind: "post", onChoose: (chosen) => change((current) => reuseCover(current, chosen)) }}
    />
    <Problems id={postControlId("cover")} problems={[...problemsAt("cover"), ...problemsAt("coverAlt")]} />
    <PostBodyField
      setup={setup}
      postId={postId}
      id={postControlId("body")}
      value={draft.body ?? ""}
      problems={problemsAt("body")}
      onChange={(body) => change((current) => ({ ...current, body }))}
    />
  </div>
)
