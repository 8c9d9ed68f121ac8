/**
 * Catches console.warn and console.error before the functions' logger is loaded (it keeps the
 * console methods it finds at load time, as console-info-spy.ts says): import this first.
 */
export const consoleWarn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
export const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
