/**
 * Catches console.info before the functions' logger is loaded: firebase-functions keeps the console
 * methods it finds at load time, so a spy made later would not see its lines. Import this first.
 */
export const consoleInfo = jest.spyOn(console, "info").mockImplementation(() => undefined)

/** Everything logged at info level so far, one string per call. */
export const infoLogged = (): string[] => consoleInfo.mock.calls.map((args) => args.map(String).join(" "))
