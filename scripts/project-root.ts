import { resolve } from "node:path"

/** The repository's folder, whatever the working directory of the script that asks. */
export const projectRoot = resolve(__dirname, "..")
