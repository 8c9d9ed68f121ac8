import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { framedBlock } from "../../src/theme/mixins"
import type { FirebaseSetup } from "../../src/firebase/config"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { PhotoField } from "../photos/photo-field"
import { PhotoLibrary } from "../photos/photo-library"
import { MarkdownToolbar } from "./markdown-toolbar"
import { useImagePanel } from "./use-image-panel"
import { isPostLinkAddress, LINK_ADDRESS_RULE, useMarkdownBody } from "./use-markdown-body"

const StyledBody = styled.div`
  margin-bottom: 1.2rem;

  textarea {
    ${controlStyle}
    min-height: 18rem;
    resize: vertical;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.95rem;
    line-height: 1.5;
  }
`

const StyledPanel = styled.div`
  ${framedBlock}
  border: 1px solid ${({ theme }) => theme.colors.border};

  h4 {
    margin: 0 0 0.75rem;
  }

  input[type="text"],
  input[type="url"] {
    ${controlStyle}
    margin-bottom: 0.75rem;
  }

  div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
  }
`

/** Escape in a panel is Cancel. */
const onEscape = (cancel: () => void) => (event: React.KeyboardEvent) => {
  if (event.key !== "Escape") return
  event.preventDefault()
  cancel()
}

/** A panel's two buttons: what it does, and Cancel. */
const PanelActions: React.FC<{ label: string; onAction: () => void; onCancel: () => void }> = ({ label, onAction, onCancel }) => (
  <div>
    <Button type="button" $tone="primary" onClick={onAction}>
      {label}
    </Button>
    <Button type="button" $tone="outline" onClick={onCancel}>
      Cancel
    </Button>
  </div>
)

const LinkPanel: React.FC<{ words: string; onAdd: (href: string, words: string) => void; onCancel: () => void }> = ({ words: selected, onAdd, onCancel }) => {
  const [href, setHref] = React.useState("")
  const [words, setWords] = React.useState(selected)
  const [problem, setProblem] = React.useState<string | null>(null)
  const address = React.useRef<HTMLInputElement>(null)
  React.useEffect(() => address.current?.focus(), [])
  return (
    <StyledPanel role="group" aria-labelledby="post-link-heading" onKeyDown={onEscape(onCancel)}>
      <h4 id="post-link-heading">Add a link</h4>
      <StyledLabel htmlFor="post-link-href">Link address</StyledLabel>
      <StyledHelp id="post-link-help">A page of the site such as /contact/, an https:// address, or mailto: and an e-mail address.</StyledHelp>
      <input
        type="url"
        id="post-link-href"
        ref={address}
        value={href}
        aria-describedby={problem ? "post-link-help post-link-problem" : "post-link-help"}
        aria-invalid={problem !== null}
        onChange={(event) => setHref(event.target.value)}
      />
      <StyledLabel htmlFor="post-link-words">Words to show</StyledLabel>
      <input type="text" id="post-link-words" value={words} onChange={(event) => setWords(event.target.value)} />
      {problem && <StyledError id="post-link-problem">{problem}</StyledError>}
      <PanelActions label="Add the link" onAction={() => (isPostLinkAddress(href) ? onAdd(href, words) : setProblem(LINK_ADDRESS_RULE))} onCancel={onCancel} />
    </StyledPanel>
  )
}

/** The "Add an image" panel: its photo, uploaded and described here, reaches the text only with "Add the image" (useImagePanel). */
const ImagePanel: React.FC<{ setup: FirebaseSetup; postId: string; onAdd: (alt: string, src: string) => void; onCancel: () => void }> = ({
  setup,
  postId,
  onAdd,
  onCancel,
}) => {
  const { photo, problem, upload, describe, remove, add } = useImagePanel(setup, postId, onAdd)
  // The panel opens on its first step: choosing the photo.
  React.useEffect(() => document.getElementById("post-image-file")?.focus(), [])
  return (
    <StyledPanel role="group" aria-labelledby="post-image-heading" onKeyDown={onEscape(onCancel)}>
      <h4 id="post-image-heading">Add an image</h4>
      <PhotoField
        id="post-image-file"
        label="Photo"
        hint="Large photos are made smaller here first, and the camera's details are left out."
        photo={photo}
        status={upload.status}
        onChoose={upload.choose}
        onCancel={upload.cancel}
        onRetry={upload.retry}
        onAltChange={describe}
        onRemove={remove}
      />
      {problem && <StyledError role="alert">{problem}</StyledError>}
      {!photo && <PhotoLibrary setup={setup} kind="post" onChoose={(chosen) => onAdd(chosen.alt, chosen.src)} />}
      <PanelActions label="Add the image" onAction={add} onCancel={onCancel} />
    </StyledPanel>
  )
}

interface PostBodyFieldProps {
  setup: FirebaseSetup
  postId: string
  id: string
  value: string
  problems: string[]
  onChange: (body: string) => void
}

/** The post's text in Markdown, with the toolbar, the link and image panels, and what the checklist says of it. */
export const PostBodyField: React.FC<PostBodyFieldProps> = ({ setup, postId, id, value, problems, onChange }) => {
  const { textarea, panel, act, onKeyDown, closePanel, addLink, addImage } = useMarkdownBody(value, onChange)
  const described = [`${id}-help`, problems.length ? `${id}-problems` : ""].filter(Boolean).join(" ")
  return (
    <StyledBody>
      <StyledLabel htmlFor={id}>Text</StyledLabel>
      <StyledHelp id={`${id}-help`}>
        Written in Markdown: the buttons add it for you (## starts a heading, **bold**, _italic_, [words](address), - a list, &gt; a quote).
      </StyledHelp>
      <MarkdownToolbar controls={id} onAction={act} />
      {panel?.kind === "link" && <LinkPanel words={panel.words} onAdd={addLink} onCancel={closePanel} />}
      {panel?.kind === "image" && <ImagePanel setup={setup} postId={postId} onAdd={addImage} onCancel={closePanel} />}
      <textarea
        id={id}
        ref={textarea}
        value={value}
        aria-describedby={described}
        aria-invalid={problems.length > 0}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {problems.length > 0 && (
        <StyledError as="ul" id={`${id}-problems`}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </StyledError>
      )}
    </StyledBody>
  )
}
