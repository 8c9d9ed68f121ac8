/**
 * The order a benchmark measures its pages in. Round by round (run 1 of every page, then run 2 ...)
 * when two sites are compared, so that both share whatever else the machine is doing at the time;
 * otherwise every run of one page before the next page.
 */
export interface Scheduled<T> {
  page: T
  /** 1-based. */
  run: number
}

export const measurementOrder = <T>(pages: readonly T[], runs: number, byRound: boolean): Array<Scheduled<T>> => {
  const order: Array<Scheduled<T>> = []
  if (byRound) {
    for (let run = 1; run <= runs; run += 1) for (const page of pages) order.push({ page, run })
  } else {
    for (const page of pages) for (let run = 1; run <= runs; run += 1) order.push({ page, run })
  }
  return order
}

/** Two lists merged pair by pair (a1, b1, a2, b2 ...), the longer list's rest at the end. */
export const alternate = <T>(first: readonly T[], second: readonly T[]): T[] => {
  const merged: T[] = []
  for (let index = 0; index < Math.max(first.length, second.length); index += 1) {
    if (index < first.length) merged.push(first[index])
    if (index < second.length) merged.push(second[index])
  }
  return merged
}
