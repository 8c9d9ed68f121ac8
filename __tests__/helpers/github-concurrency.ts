/**
 * A model of GitHub's documented rules for a workflow's concurrency group ("Control the concurrency
 * of workflows and jobs", and the changelog of 2026-05-07 that added `queue`):
 * - at most one run of the group is in progress; one that arrives meanwhile is pending;
 * - `queue: single` (the default): at most one run is pending, and an arrival cancels it and takes
 *   its place;
 * - `queue: max`: pending runs wait and run in order, up to 100; what happens past 100 is not
 *   documented, so the model cancels the oldest (the sequences tested never come near it);
 * - `cancel-in-progress: true` also cancels the run in progress.
 * A run deploys the commit it checked out: a push's own, a repository_dispatch's the head of main
 * when it was sent (GITHUB_SHA, "Events that trigger workflows"). A functions deploy sends the
 * functions of that commit, so a later commit's deploy carries every earlier commit's change.
 */
export type Arrival = "push" | "publish"
/** An arrival, or the run in progress finishing. */
export type Step = Arrival | "finish"

export interface ConcurrencySettings {
  cancelInProgress: boolean
  queue: "single" | "max"
}

export const QUEUE_LIMIT = 100

interface ModelRun {
  kind: Arrival
  commit: number
}

/** Every sequence of arrivals and finishes from one step to `length` steps. */
export const runSequences = (length: number): Step[][] => {
  const all: Step[][] = []
  let level: Step[][] = [[]]
  for (let step = 0; step < length; step++) {
    level = level.flatMap((sequence) => (["push", "publish", "finish"] as const).map((next) => [...sequence, next]))
    all.push(...level)
  }
  return all
}

/**
 * Whether, after `sequence` and every run left finishing, each push's commit had its functions
 * deployed by a run that ran (the same commit or a later one), and the functions last deployed are
 * main's latest. `deploys` says which kind of run deploys the functions.
 */
export const everyPushDeployed = (sequence: Step[], settings: ConcurrencySettings, deploys: Record<Arrival, boolean>): boolean => {
  let head = 0
  let running: ModelRun | null = null
  let pending: ModelRun[] = []
  const deployedCommits: number[] = []

  const finish = () => {
    if (!running) return
    if (deploys[running.kind]) deployedCommits.push(running.commit)
    running = pending.shift() ?? null
  }
  const arrive = (run: ModelRun) => {
    if (settings.cancelInProgress) running = null
    if (!running) running = run
    else if (settings.queue === "single") pending = [run]
    else {
      if (pending.length >= QUEUE_LIMIT) pending.shift()
      pending.push(run)
    }
  }

  for (const step of sequence) {
    if (step === "finish") finish()
    else {
      if (step === "push") head += 1
      arrive({ kind: step, commit: head })
    }
  }
  while (running) finish()

  const pushes = Array.from({ length: head }, (_, index) => index + 1)
  const covered = pushes.every((commit) => deployedCommits.some((deployed) => deployed >= commit))
  return covered && (head === 0 || deployedCommits.at(-1) === head)
}
