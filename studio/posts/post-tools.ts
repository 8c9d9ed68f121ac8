/**
 * The post's Markdown pipeline and checklist, in a chunk of their own (its size: docs/studio.md): the
 * editor loads it when a post is opened (use-post-tools.ts), so no other route, and not the studio's
 * first screen, carries it.
 */
export { postBodyImages, postChecklist, readyToPublish } from "../../contract/post-checklist"
export { postHtml } from "../../contract/post-markdown"
