/**
 * Watching the emulators' process: waiting until a service answers, keeping what they print, and
 * making sure they end with whatever started them.
 */
import { spawn, type ChildProcess } from "node:child_process"

// Generous: on a busy machine the emulators alone can take a minute.
const READY_TIMEOUT_MS = 180_000

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms))

export interface EmulatorOutput {
  take: (chunk: Buffer | string) => void
  /** The last lines, to quote when something fails. */
  tail: () => string
}

/** Polls until `check` resolves true, the child dies, or time runs out. */
export const waitFor = async (what: string, check: () => Promise<boolean>, child: ChildProcess, output: EmulatorOutput): Promise<void> => {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the emulators stopped before ${what} answered:\n${output.tail()}`)
    }
    if (await check().catch(() => false)) return
    await sleep(250)
  }
  throw new Error(`${what} did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output.tail()}`)
}

/**
 * Keeps what the emulators print. Shown in the terminal: the functions' own lines (one per enquiry)
 * and problems; the rest (start-up chatter) only when `quiet` is false and `verbose` is true.
 */
export const emulatorOutput = ({ quiet, verbose }: { quiet: boolean; verbose: boolean }): EmulatorOutput => {
  const lines: string[] = []
  const show = (line: string) => {
    // firebase-tools prefixes a function's console output with ">  ".
    // Their JSON lines are the SDK's own debug and deployment notes, not the enquiry lines.
    const fromFunction = /^>\s+/.test(line) && !line.includes('"severity"')
    const harmless = /MOTD|Emulator UI|Other reserved ports/.test(line)
    // The Auth emulator sends no text messages: it prints each code, which the coach types to add or use her phone as a second factor.
    const textMessage = /use the code \d+/.test(line)
    const problem = !harmless && /error|⚠|!!/i.test(line)
    if (verbose) console.log(`[backend] ${line}`)
    else if (!quiet && fromFunction) console.log(`[backend] ${line.replace(/^>\s+/, "")}`)
    else if (!quiet && textMessage) console.log(`[backend] Text message (not sent): ${line.replace(/^.*?(To (enroll|sign in))/, "$1")}`)
    else if (!quiet && problem) console.error(`[backend] ${line}`)
  }
  return {
    take(chunk) {
      for (const line of chunk.toString().split(/\r?\n/)) {
        if (!line.trim()) continue
        lines.push(line)
        if (lines.length > 200) lines.shift()
        show(line)
      }
    },
    tail: () => lines.slice(-40).join("\n"),
  }
}

/**
 * Ends a process group if the process that started it dies without cleaning up (SIGKILL, a
 * crash): a tiny watcher outlives it just long enough to notice. Returns how to stop watching.
 */
export const watchParent = (groupId: number): (() => void) => {
  const watcher = spawn(
    process.execPath,
    [
      "-e",
      `const parent = ${process.pid}, group = ${groupId};
       const alive = (pid) => { try { process.kill(pid, 0); return true } catch { return false } };
       setInterval(() => {
         if (!alive(group)) process.exit(0);
         if (!alive(parent)) { try { process.kill(-group, "SIGTERM") } catch {} ; setTimeout(() => { try { process.kill(-group, "SIGKILL") } catch {} ; process.exit(0) }, 5000) }
       }, 1000);`,
    ],
    { detached: true, stdio: "ignore" },
  )
  watcher.unref()
  return () => {
    try {
      if (watcher.pid) process.kill(watcher.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
}

/** Signals a whole process group (a CLI and the workers it spawned). */
export const killGroup = (pid: number, signal: NodeJS.Signals): void => {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}
