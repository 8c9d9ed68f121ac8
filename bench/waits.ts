/**
 * npm run bench:waits: what a visitor and the coach wait for on a slow phone, against the local
 * backend. Chromium at 375 px with Lighthouse's mobile throttling applied to the page
 * (bench/phone-throttling.ts: slow 4G, CPU 4x), the production build made by `npm run build:local`
 * served by the Hosting emulator with the hosting headers, and the local backend on firebase.json's
 * ports (the ones that build names; run it under the same lock as the browser tests).
 *
 * - "Book a time" to the first free time on screen: the visitor scrolls the button into view and
 *   taps it a second later (READING_MS), as one reading the section does; and, recorded only, the
 *   tap made the moment the page can take it, with no moment of intent before.
 * - The studio's "Sign in" to a usable desk: the studio's heading (h1 "Studio") and its first
 *   content region (the first section with a heading) shown, with no "Loading …" status in it.
 * - The booking function's first call after the backend starts (its worker starts cold) against a
 *   warm call, timed from Node without throttling: docs/speed.md sets it beside a cold start in
 *   production.
 *
 * Each round opens a fresh browser context (nothing cached, nobody signed in); one round of each is
 * made first and not counted, so every function the pages call has started. Both times are taken
 * in the page: from the tap's click event to the animation frame after the awaited element appears.
 * Writes the waits section of bench/RESULTS.md and exits non-zero naming each broken budget.
 *
 *   npm run bench:waits                   5 rounds (the committed figures)
 *   npm run bench:waits -- --rounds 1     a quick try: prints the table, leaves RESULTS.md as it was
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { chromium, type Browser, type Page } from "@playwright/test"
import { BOOKING_CALLABLES } from "../contract/booking-api"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium"
import { startHostingEmulator } from "../hosting/hosting-emulator"
import { defaultPorts, startLocalBackend } from "../scripts/local-backend"
import { CONSENT_KEY } from "../src/features/consent/consent-store"
import { freePort } from "../tooling/free-port"
import { median, WAIT_BUDGETS, waitBudgetBreaks, type WaitFigures } from "./budgets"
import { addCoachAccount, callableOf, signInAs, type Account } from "./local-calls"
import { CPU_SLOWDOWN, PHONE_VIEWPORT, SLOW_4G, throttleLikeAPhone } from "./phone-throttling"
import { machineNote, markdownTable, readMachine, reportRun, runBenchmark } from "./results-file"

const { values: options } = parseArgs({ options: { rounds: { type: "string", default: "5" } } })
const ROUNDS = Number(options.rounds)
const FULL_RUN = ROUNDS === 5

/**
 * How long the button is in view before the tap: the visitor reads the section's heading and at least
 * the start of its one-sentence lead. On slow 4G the question for times needs about 2 s from the
 * intent (the code, then the preflight and the call: each request 562.5 ms): docs/speed.md.
 */
const READING_MS = 2000
const WAIT_UP_TO_MS = 60_000
const COACH: Account = { email: "coach@example.co.uk", password: "a-long-bench-password" }

/** Every day from 08:00 to 18:00 London time for the next six weeks: times whatever day the bench runs. */
const OPEN_DIARY = {
  availability: {
    weeklyHours: Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, [{ from: "08:00", to: "18:00" }]])),
    horizonWeeks: 6,
  },
}

/** The build in public/ must call the local backend on firebase.json's ports, or the pages would call nothing here. */
const expectLocalBuild = (functionsPort: number): void => {
  const scripts = readdirSync("public").filter((file) => file.endsWith(".js"))
  if (!scripts.some((file) => readFileSync(join("public", file), "utf8").includes(`127.0.0.1:${functionsPort}`))) {
    throw new Error("The build in public/ is not pointed at the local backend: run `npm run build:local` first.")
  }
}

declare global {
  interface Window {
    benchWaits?: { start?: number; end?: number }
  }
}

type AwaitedView = "first-time" | "desk"

/**
 * In the page, before its scripts: the time of the first click on `startSelector`'s element and of
 * the animation frame after the awaited view is first on screen. Plain JavaScript handed to the page
 * as text: a function passed through the TypeScript runner carries helpers the page lacks, and the
 * site's Content-Security-Policy allows no eval of a test passed in.
 * - first-time: a free time listed in the booking step.
 * - desk: the studio's heading and its first content region, with nothing in it still loading.
 */
const markWaits = (startSelector: string, awaited: AwaitedView): string => `(() => {
  const startSelector = ${JSON.stringify(startSelector)}
  const awaited = ${JSON.stringify(awaited)}
  const waits = {}
  window.benchWaits = waits
  const text = (element) => (element.textContent || "").trim()
  const shown = () => {
    if (awaited === "first-time") return document.querySelector('[data-booking="times"] ul button') !== null
    const heading = [...document.querySelectorAll("h1")].some((h1) => text(h1) === "Studio")
    const region = document.querySelector("section[aria-labelledby]")
    return heading && region !== null && ![...region.querySelectorAll('[role="status"]')].some((status) => /^Loading/.test(text(status)))
  }
  document.addEventListener("click", (event) => {
    if (waits.start === undefined && event.target instanceof Element && event.target.closest(startSelector)) waits.start = performance.now()
  }, true)
  new MutationObserver(() => {
    if (waits.start === undefined || waits.end !== undefined || !shown()) return
    requestAnimationFrame(() => {
      if (waits.end === undefined) waits.end = performance.now()
    })
  }).observe(document, { subtree: true, childList: true, characterData: true })
})()`

/** A fresh phone: a context of its own (nothing cached), throttled, as a visitor who declined analytics earlier (no banner). */
const phonePage = async (browser: Browser, startSelector: string, awaited: AwaitedView): Promise<{ page: Page; close: () => Promise<void> }> => {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, timezoneId: "Europe/London" })
  await context.addInitScript({ content: `window.localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, ${JSON.stringify(JSON.stringify("denied"))})` })
  await context.addInitScript({ content: markWaits(startSelector, awaited) })
  const page = await context.newPage()
  await throttleLikeAPhone(context, page)
  return { page, close: () => context.close() }
}

/** Milliseconds the page measured, once the awaited element is on screen. */
const measured = async (page: Page): Promise<number> => {
  await page.waitForFunction(() => window.benchWaits?.end !== undefined, null, { timeout: WAIT_UP_TO_MS, polling: 100 }).catch(async (error: unknown) => {
    // What the page shows instead, to say why.
    const state = await page.evaluate(() => ({ waits: window.benchWaits, main: document.querySelector("main")?.textContent?.slice(0, 600) }))
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page: ${JSON.stringify(state)}`)
  })
  const waits = await page.evaluate(() => window.benchWaits)
  return Math.round((waits?.end ?? 0) - (waits?.start ?? 0))
}

const bookTime = async (browser: Browser, siteUrl: string, seenFirst: boolean): Promise<number> => {
  const { page, close } = await phonePage(browser, '[data-booking="start"] button', "first-time")
  try {
    await page.goto(`${siteUrl}/contact/`)
    const start = page.locator('[data-booking="start"] button')
    await start.waitFor({ state: "visible", timeout: WAIT_UP_TO_MS })
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-booking="start"] button')?.disabled, null, { timeout: WAIT_UP_TO_MS })
    if (seenFirst) {
      await start.scrollIntoViewIfNeeded()
      await page.waitForTimeout(READING_MS)
    }
    await start.tap()
    return await measured(page)
  } finally {
    await close()
  }
}

const signInToDesk = async (browser: Browser, siteUrl: string): Promise<number> => {
  const { page, close } = await phonePage(browser, 'form button[type="submit"]', "desk")
  try {
    await page.goto(`${siteUrl}/studio/`)
    await page.getByLabel("E-mail address").fill(COACH.email, { timeout: WAIT_UP_TO_MS })
    await page.getByLabel("Password").fill(COACH.password)
    await page.getByRole("button", { name: "Sign in" }).tap()
    return await measured(page)
  } finally {
    await close()
  }
}

/** Milliseconds of one call of the booking function, from Node, no throttling. */
const timedCall = async (call: ReturnType<typeof callableOf>): Promise<number> => {
  const started = performance.now()
  await call(BOOKING_CALLABLES.listTimes, null)
  return Math.round(performance.now() - started)
}

interface Run {
  figures: WaitFigures
  rounds: Record<keyof WaitFigures, number[]>
  functionColdMs: number
  functionWarmMs: number
}

const measure = async (): Promise<Run> => {
  const ports = { ...defaultPorts(), firestore: 0, hub: 0, logging: 0, eventarc: 0, tasks: 0, liveSite: 0, buildHook: 0 }
  expectLocalBuild(ports.functions)
  const sitePort = await freePort()
  const siteOrigin = `http://127.0.0.1:${sitePort}`
  console.log("Starting the local backend on the build's ports ...")
  const backend = await startLocalBackend({ ports, quiet: true, siteOrigins: [siteOrigin] })
  let hosting: Awaited<ReturnType<typeof startHostingEmulator>> | undefined
  let browser: Browser | undefined
  try {
    hosting = await startHostingEmulator({ env: { ...process.env, ...backend.env }, port: sitePort })
    await addCoachAccount(".", backend.ports.auth, COACH)
    await callableOf(backend.ports.functions, await signInAs(backend.ports.auth, COACH))("studioSaveAvailability", OPEN_DIARY)

    // The booking function's worker starts on its first call: cold, then warm.
    const visitor = callableOf(backend.ports.functions)
    const functionColdMs = await timedCall(visitor)
    const warm: number[] = []
    for (let call = 0; call < 5; call += 1) warm.push(await timedCall(visitor))

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"] })
    const rounds: Run["rounds"] = { clickToFirstTimeMs: [], tapAtOnceToFirstTimeMs: [], signInToDeskMs: [] }
    for (let round = 0; round <= ROUNDS; round += 1) {
      const seen = await bookTime(browser, hosting.url, true)
      const atOnce = await bookTime(browser, hosting.url, false)
      const desk = await signInToDesk(browser, hosting.url)
      const label = round === 0 ? "warm-up (not counted)" : `round ${round}`
      console.log(`${label}: book a time (seen first) ${seen} ms, (tapped at once) ${atOnce} ms; sign-in to desk ${desk} ms`)
      if (round === 0) continue
      rounds.clickToFirstTimeMs.push(seen)
      rounds.tapAtOnceToFirstTimeMs.push(atOnce)
      rounds.signInToDeskMs.push(desk)
    }
    const figures: WaitFigures = {
      clickToFirstTimeMs: median(rounds.clickToFirstTimeMs),
      tapAtOnceToFirstTimeMs: median(rounds.tapAtOnceToFirstTimeMs),
      signInToDeskMs: median(rounds.signInToDeskMs),
    }
    return { figures, rounds, functionColdMs, functionWarmMs: median(warm) }
  } finally {
    await browser?.close()
    await hosting?.stop()
    await backend.stop()
  }
}

const section = (run: Run, breaks: readonly string[], measuredAt: string, start: string, end: string): string =>
  [
    "## Waits on a slow phone (`npm run bench:waits`)",
    "",
    `Chromium headless at ${PHONE_VIEWPORT.width} x ${PHONE_VIEWPORT.height} px, touch, with Lighthouse's mobile throttling applied through the DevTools protocol ` +
      `(${SLOW_4G.latencyMs} ms a request, ${SLOW_4G.downloadKbps.toFixed(1)} kbit/s down, ${SLOW_4G.uploadKbps} kbit/s up; CPU ${CPU_SLOWDOWN}x slower), ` +
      `the build of \`npm run build:local\` served by the Hosting emulator, the local backend's functions warm; median of ${ROUNDS} round(s), ` +
      `each in a fresh browser context. Measured ${measuredAt}. The machine: ${start} at the start; ${end} at the end.`,
    "",
    markdownTable(
      ["Wait", "Median ms", "Rounds ms", "Budget ms"],
      [
        [`"Book a time" to the first free time, the button seen ${READING_MS} ms before the tap`, run.figures.clickToFirstTimeMs, run.rounds.clickToFirstTimeMs.join(", "), WAIT_BUDGETS.clickToFirstTimeMs],
        [`"Book a time" to the first free time, tapped the moment the page could take it`, run.figures.tapAtOnceToFirstTimeMs, run.rounds.tapAtOnceToFirstTimeMs.join(", "), "recorded"],
        [`Studio "Sign in" to its heading and first desk region, loaded`, run.figures.signInToDeskMs, run.rounds.signInToDeskMs.join(", "), WAIT_BUDGETS.signInToDeskMs],
      ],
    ),
    "",
    `The booking function through the Functions emulator, from Node without throttling: its first call after the backend starts ` +
      `(the emulator starts the function's worker then) ${run.functionColdMs} ms, a warm call ${run.functionWarmMs} ms (median of 5). ` +
      "What a cold start costs on Google's servers, and what the site does about it: docs/speed.md.",
    "",
    breaks.length > 0 ? `Budgets broken: ${breaks.join("; ")}.` : "Every budget met.",
  ].join("\n")

const main = async (): Promise<void> => {
  const start = machineNote(readMachine())
  const run = await measure()
  const end = machineNote(readMachine())
  const breaks = waitBudgetBreaks(run.figures)
  reportRun({
    sections: [{ name: "waits", body: section(run, breaks, new Date().toISOString(), start, end) }],
    breaks,
    full: FULL_RUN,
    wrote: "bench/RESULTS.md",
    quickNote: "left bench/RESULTS.md as it was",
  })
}

runBenchmark(main)
