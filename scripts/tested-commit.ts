/**
 * Which commit a publish from the studio deploys: the newest commit of main whose push run of the
 * deployment workflow passed (its tests, and the deployment of its functions), found through
 * GitHub's REST API ("List workflow runs for a workflow": GET
 * /repos/{owner}/{repo}/actions/workflows/{workflow}/runs with `branch`, `event` and `status`, each
 * run giving `head_sha`, `head_branch`, `event`, `status` and `conclusion`), asked with the run's
 * own token. Main's head may be a commit whose tests failed, or whose push run has not finished:
 * its site would go live ahead of its functions. With no passed run at all, nothing is deployed
 * and the studio is told why (scripts/record-build-failure.ts).
 *
 * The publish job runs it before anything is installed, so it imports nothing but Node's own
 * modules and Node runs it as it is (`node scripts/tested-commit.ts`, types stripped):
 *
 *   GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_WORKFLOW_REF, GITHUB_TOKEN -> `sha=<commit>` in
 *   GITHUB_OUTPUT, or `none=true` when no push run of main has passed.
 */
import { appendFileSync } from "node:fs"

/** The fields of a workflow run this choice reads (GitHub's answer has many more). */
export interface WorkflowRun {
  id: number
  head_sha: string
  head_branch: string | null
  event: string
  status: string | null
  conclusion: string | null
  created_at: string
}

export interface TestedCommitQuery {
  /** GitHub's API address (GITHUB_API_URL on a runner, https://api.github.com). */
  api: string
  /** owner/name */
  repository: string
  /** The workflow's file name, e.g. deploy.yml. */
  workflow: string
  branch: string
  token: string
}

/** Why a publish deploys nothing, in the coach's words: the studio shows it beside what she published. */
export const NO_TESTED_COMMIT =
  "Not published to the site: no version of the site's code has passed its checks yet, so there is nothing safe to build it with. The live site is unchanged; your web team needs to fix the checks, then publish again."

/** The newest run's commit among the passed push runs of the branch (the API's filters are checked again here). */
export const newestPassedCommit = (runs: readonly WorkflowRun[], branch: string): string | null => {
  const passed = runs.filter((run) => run.event === "push" && run.head_branch === branch && run.status === "completed" && run.conclusion === "success")
  passed.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
  return passed[0]?.head_sha ?? null
}

/** The address that asks GitHub for the branch's passed push runs of the workflow, newest first. */
export const runsAddress = ({ api, repository, workflow, branch }: Omit<TestedCommitQuery, "token">): string => {
  const query = new URLSearchParams({ branch, event: "push", status: "success", per_page: "20", exclude_pull_requests: "true" })
  return `${api.replace(/\/$/, "")}/repos/${repository}/actions/workflows/${encodeURIComponent(workflow)}/runs?${query}`
}

/** The commit a publish deploys, or null when no push run of the branch has passed. Throws when GitHub cannot be asked. */
export const testedCommit = async (query: TestedCommitQuery): Promise<string | null> => {
  const response = await fetch(runsAddress(query), {
    headers: { Accept: "application/vnd.github+json", Authorization: `Bearer ${query.token}`, "X-GitHub-Api-Version": "2022-11-28" },
  })
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to the list of the workflow's runs`)
  const body = (await response.json()) as { workflow_runs?: WorkflowRun[] }
  if (!Array.isArray(body.workflow_runs)) throw new Error("GitHub's list of runs has no workflow_runs")
  return newestPassedCommit(body.workflow_runs, query.branch)
}

/** The workflow's file name from GITHUB_WORKFLOW_REF (owner/repo/.github/workflows/deploy.yml@refs/heads/main). */
export const workflowFile = (workflowRef: string): string => {
  const file = /\.github\/workflows\/([^@/]+)@/.exec(workflowRef)?.[1]
  if (!file) throw new Error(`GITHUB_WORKFLOW_REF does not name a workflow file: ${workflowRef}`)
  return file
}

const main = async (env: NodeJS.ProcessEnv): Promise<void> => {
  const { GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_WORKFLOW_REF, GITHUB_TOKEN, GITHUB_OUTPUT } = env
  if (!GITHUB_API_URL || !GITHUB_REPOSITORY || !GITHUB_WORKFLOW_REF || !GITHUB_TOKEN || !GITHUB_OUTPUT)
    throw new Error("GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_WORKFLOW_REF, GITHUB_TOKEN and GITHUB_OUTPUT are needed")
  const branch = env.PUBLISH_BRANCH || "main"
  const sha = await testedCommit({ api: GITHUB_API_URL, repository: GITHUB_REPOSITORY, workflow: workflowFile(GITHUB_WORKFLOW_REF), branch, token: GITHUB_TOKEN })
  if (sha) {
    console.log(`Publishing ${sha}, the newest commit of ${branch} whose push run passed.`)
    appendFileSync(GITHUB_OUTPUT, `sha=${sha}\n`)
  } else {
    console.log(`No push run of ${branch} has passed: nothing is deployed.`)
    appendFileSync(GITHUB_OUTPUT, "none=true\n")
  }
}

if (process.argv[1]?.replace(/\\/g, "/").endsWith("scripts/tested-commit.ts")) {
  main(process.env).catch((error: unknown) => {
    console.error(`Could not find the commit to publish: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
