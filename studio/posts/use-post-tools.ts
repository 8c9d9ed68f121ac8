import { useEffect, useState } from "react"

export type PostTools = typeof import("./post-tools")

export type PostToolsState = { state: "loading" } | { state: "ready"; tools: PostTools } | { state: "failed" }

/** The post's Markdown pipeline and checklist, loaded when the editor opens (see post-tools.ts). */
export const usePostTools = (): PostToolsState => {
  const [tools, setTools] = useState<PostToolsState>({ state: "loading" })
  useEffect(() => {
    let live = true
    import("./post-tools").then(
      (loaded) => live && setTools({ state: "ready", tools: loaded }),
      () => live && setTools({ state: "failed" }),
    )
    return () => {
      live = false
    }
  }, [])
  return tools
}
