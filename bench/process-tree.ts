/**
 * Memory of a whole process tree (Gatsby builds in several worker processes), read from /proc on
 * Linux: the sum of the resident memory of a process and all its descendants.
 */
import { readdirSync, readFileSync } from "node:fs"

const PAGE_BYTES = 4096

/** The pids in the tree under root, root included, from a map of pid to parent pid. */
export const treeOf = (parents: ReadonlyMap<number, number>, root: number): number[] => {
  const children = new Map<number, number[]>()
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid])
  const tree: number[] = []
  const queue = [root]
  while (queue.length > 0) {
    const pid = queue.shift() as number
    tree.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return tree
}

const readOrNull = (file: string): string | null => {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return null // the process ended between listing and reading
  }
}

/** Resident memory of the tree under root, in MB. */
export const treeRssMb = (root: number): number => {
  const parents = new Map<number, number>()
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    const stat = readOrNull(`/proc/${name}/stat`)
    // The command name (2nd field) may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ")
    if (fields) parents.set(Number(name), Number(fields[1]))
  }
  let pages = 0
  for (const pid of treeOf(parents, root)) {
    const statm = readOrNull(`/proc/${pid}/statm`)
    if (statm) pages += Number(statm.split(" ")[1])
  }
  return (pages * PAGE_BYTES) / (1024 * 1024)
}
