import * as React from "react"
import styled from "styled-components"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { postDateLabel } from "../../contract/post-date"
import type { PostDraft } from "../../contract/post-input"
import { Button } from "../../src/components/button"
import { PostHeader } from "../../src/sections/blog-post/post-header"
import { StyledArticle, StyledColumn, StyledProse } from "../../src/sections/blog-post/post-prose"
import { readingMinutes, wordsInHtml } from "../../contract/reading-time"

/** The widths the preview shows the post at: a small phone and a laptop. */
export const PREVIEW_WIDTHS = { phone: 375, desktop: 1280 } as const
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS

const StyledWidths = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`

/** The page at the chosen width; wider than the screen, it scrolls sideways. */
const StyledFrame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
`

const StyledPage = styled.div<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  max-width: none;
  margin: 0 auto;

  /* The build cuts the cover to 16:9; the uploaded photo is shown cut the same way. */
  picture img {
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`

/** An uploaded cover in the shape the page's image component takes (the build makes its sizes; the preview has one). */
const coverImage = (src: string): IGatsbyImageData => ({ layout: "constrained", width: 720, height: 405, images: { fallback: { src } } })

interface PostPreviewProps {
  draft: PostDraft
  /** The page's HTML from the post's Markdown (contract/post-markdown.ts postHtml). */
  html: string
}

/**
 * The post as the site will show it: the post page's own header and text styles, with the body the
 * build's Markdown pipeline and sanitiser make, at phone or desktop width. Links are not followed
 * here, so the coach stays in the editor.
 */
export const PostPreview: React.FC<PostPreviewProps> = ({ draft, html }) => {
  const [width, setWidth] = React.useState<PreviewWidth>("phone")
  const minutes = readingMinutes(wordsInHtml(html))
  return (
    <div>
      <StyledWidths role="group" aria-label="Preview width">
        {(
          [
            ["phone", "Phone"],
            ["desktop", "Desktop"],
          ] as const
        ).map(([name, label]) => (
          <Button key={name} type="button" $tone={width === name ? "primary" : "outline"} aria-pressed={width === name} onClick={() => setWidth(name)}>
            {label} ({PREVIEW_WIDTHS[name]} px)
          </Button>
        ))}
      </StyledWidths>
      {/* Focusable so the keyboard can scroll it when the page is wider than the screen. */}
      <StyledFrame
        role="region"
        aria-label={`Preview at ${width} width`}
        tabIndex={0}
        onClickCapture={(event) => {
          if ((event.target as HTMLElement).closest("a")) event.preventDefault()
        }}
      >
        <StyledPage $width={PREVIEW_WIDTHS[width]}>
          <StyledArticle as="div">
            <StyledColumn>
              <PostHeader
                title={draft.title?.trim() || "Untitled post"}
                date={postDateLabel(draft.date ?? "")}
                published={draft.date ?? ""}
                timeToRead={minutes}
                tags={draft.tags ?? []}
                cover={draft.cover ? coverImage(draft.cover) : undefined}
                coverAlt={draft.coverAlt ?? null}
              />
              <StyledProse dangerouslySetInnerHTML={{ __html: html }} />
            </StyledColumn>
          </StyledArticle>
        </StyledPage>
      </StyledFrame>
    </div>
  )
}
