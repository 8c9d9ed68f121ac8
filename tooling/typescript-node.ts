import { pathToFileURL } from "node:url"

/**
 * Node's arguments to run a TypeScript script (or `-e` code that requires one) in a child process:
 * tsx's loader, named by its path so the child finds it from any working directory.
 */
export const typeScriptNode = (args: string[]): string[] => ["--import", pathToFileURL(require.resolve("tsx")).href, ...args]
