import { useCallback, useMemo, useState } from "react"

/**
 * An editor opened again on the server's newest copy (after an older version was restored over its
 * draft): a new `key` starts the editor afresh from `source`, whose server copy is the new one.
 */
export const useReopen = <Saved, Source extends { server: Saved | null }>(opened: Source) => {
  const [again, setAgain] = useState<{ server: Saved; times: number } | null>(null)
  const reopen = useCallback((server: Saved) => setAgain((last) => ({ server, times: (last?.times ?? 0) + 1 })), [])
  const source = useMemo(() => (again ? { ...opened, server: again.server } : opened), [again, opened])
  return { key: again?.times ?? 0, source, reopen }
}
