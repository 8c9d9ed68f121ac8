/**
 * The committed deployment workflow (.github/workflows/deploy.yml), read with GitHub's own parser
 * (@actions/workflow-parser, which also checks it against the workflow schema): what the local
 * build hook accepts, and what __tests__/deploy-workflow.test.ts checks, come from the file itself.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { WorkflowTemplate } from "@actions/workflow-parser"
import { projectRoot } from "./project-root"

export const DEPLOY_WORKFLOW = ".github/workflows/deploy.yml"

/** The workflow parsed as GitHub parses it: the raw (schema-checked) tree and the converted template. */
export const parseDeployWorkflow = async (content = readFileSync(path.join(projectRoot, DEPLOY_WORKFLOW), "utf8")) => {
  // The parser ships as an ES module only: imported, not required, from the scripts' CommonJS.
  const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } = await import("@actions/workflow-parser")
  const parsed = parseWorkflow({ name: DEPLOY_WORKFLOW, content }, new NoOperationTraceWriter())
  if (!parsed.value) throw new Error(`${DEPLOY_WORKFLOW} did not parse: ${parsed.context.errors.getErrors().map((error) => error.message).join("; ")}`)
  const template: WorkflowTemplate = await convertWorkflowTemplate(parsed.context, parsed.value)
  return { parsed, raw: parsed.value, template }
}

/** The repository_dispatch event types the workflow runs for (none when it does not listen for the event). */
export const dispatchTypes = (template: WorkflowTemplate): string[] => {
  const dispatch = template.events.repository_dispatch
  // `repository_dispatch:` with no types: GitHub runs the workflow for every event type.
  if (dispatch && !dispatch.types) return ["*"]
  return [...(dispatch?.types ?? [])]
}

/**
 * Whether GitHub would start a run of the workflow for a repository_dispatch of `eventType`, as
 * the workflow file `content` (the committed one by default) reads.
 */
export const workflowAccepts = async (content?: string): Promise<(eventType: string) => boolean> => {
  const types = dispatchTypes((await parseDeployWorkflow(content)).template)
  return (eventType) => types.includes("*") || types.includes(eventType)
}
