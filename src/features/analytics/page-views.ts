import type { PageView, SendPageView } from "../../firebase/analytics"

export type Connect = () => Promise<SendPageView | null>

export interface PageViewReporter {
  /** Records a page view of the current document; sent as soon as analytics is ready. */
  report: (view: PageView) => void
  /** Starts connecting (once); views reported before it is ready wait for it. */
  start: () => Promise<void>
}

/**
 * Page views wait in a queue until analytics is ready (its support check passed); when it
 * never becomes ready, nothing is ever sent and the queue is dropped.
 */
export const createPageViewReporter = (connect: Connect): PageViewReporter => {
  let send: SendPageView | null = null
  let starting: Promise<void> | null = null
  let queue: PageView[] | null = []

  return {
    report(view) {
      if (send) send(view)
      else queue?.push(view)
    },
    start() {
      starting ??= connect()
        .catch(() => null)
        .then((ready) => {
          const waiting = queue ?? []
          queue = null
          send = ready
          if (ready) waiting.forEach(ready)
        })
      return starting
    },
  }
}

/** The current document as a page view: its title (already updated for the new page) and address. */
export const currentPageView = (): PageView => ({
  screen_name: document.title,
  screen_url: window.location.href,
})
