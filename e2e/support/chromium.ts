/**
 * Debian's Chromium (the system package) and the flags it needs here: headless as root, and no
 * background connections to Google's services, which this machine's closed network refuses.
 * Used by the browser tests and the benchmark alike.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
