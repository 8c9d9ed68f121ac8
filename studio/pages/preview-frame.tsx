import * as React from "react"
import { createPortal } from "react-dom"
import { StyleSheetManager } from "styled-components"
import { GlobalStyle } from "../../src/theme/global-style"

interface PreviewFrameProps {
  /** The width the page is laid out at, in CSS pixels. */
  width: number
  title: string
  children: React.ReactNode
}

/**
 * The site's sections in a frame of their own, `width` pixels wide, so that their media queries
 * follow the frame and not the coach's screen: the desktop layout at 1280 px on her phone, the phone
 * layout at 375 px on her desktop. styled-components writes the sections' styles (and the site's
 * global style) into the frame's head; the frame is scaled down to fit the space it is shown in.
 */
export const PreviewFrame: React.FC<PreviewFrameProps> = ({ width, title, children }) => {
  const frameRef = React.useRef<HTMLIFrameElement>(null)
  const [doc, setDoc] = React.useState<Document | null>(null)
  const outer = React.useRef<HTMLDivElement>(null)
  const [scale, setScale] = React.useState(1)
  const [height, setHeight] = React.useState(0)

  React.useEffect(() => {
    const frame = frameRef.current
    if (!frame) return undefined
    // Some browsers swap the frame's first blank document for another once it loads: draw into the latest.
    const attach = () => {
      const document = frame.contentDocument
      if (!document?.body) return
      document.documentElement.lang = "en-GB"
      setDoc(document)
    }
    attach()
    frame.addEventListener("load", attach)
    return () => frame.removeEventListener("load", attach)
  }, [])

  React.useEffect(() => {
    const box = outer.current
    if (!box || typeof ResizeObserver === "undefined") return undefined
    const fit = () => setScale(Math.min(1, box.clientWidth / width))
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(box)
    return () => observer.disconnect()
  }, [width])

  React.useEffect(() => {
    if (!doc || typeof ResizeObserver === "undefined") return undefined
    const measure = () => setHeight(doc.documentElement.scrollHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(doc.body)
    return () => observer.disconnect()
  }, [doc])

  const shown = height || 600
  return (
    <div ref={outer} style={{ height: shown * scale, overflow: "hidden" }}>
      <iframe
        ref={frameRef}
        title={title}
        width={width}
        height={shown}
        style={{ display: "block", border: 0, transform: `scale(${scale})`, transformOrigin: "0 0" }}
      />
      {doc &&
        createPortal(
          <StyleSheetManager target={doc.head}>
            <GlobalStyle />
            {children}
          </StyleSheetManager>,
          doc.body,
        )}
    </div>
  )
}
