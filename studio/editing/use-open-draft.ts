import { useCallback, useMemo, useState } from "react"
import type { DeviceDrafts } from "./device-drafts"

/** What an editor opens: an item the server has, or a new one only this device knows. */
export interface OpenDraft<Item, Draft> {
  id: string
  /** Null for one not yet saved to the server. */
  server: Item | null
  /** The draft to start from when neither the server nor this device has one. */
  fresh?: Draft
}

interface OpenDraftOptions<Item, Draft> {
  /** The server's list, null until it has loaded. */
  items: Item[] | null
  idOf: (item: Item) => string
  device: DeviceDrafts<Draft>
  /** Loads the list again, when the editor closes. */
  reload: () => Promise<void>
}

/**
 * Which story or post is open in the editor. The open one is kept on the device, so a reload goes
 * back to it (with its unsaved words, which the editor restores).
 */
export const useOpenDraft = <Item, Draft>({ items, idOf, device, reload }: OpenDraftOptions<Item, Draft>) => {
  // undefined: the coach has not chosen since the page loaded, so the device's choice stands.
  const [chosen, setChosen] = useState<OpenDraft<Item, Draft> | null | undefined>(undefined)
  const restored = useMemo((): OpenDraft<Item, Draft> | null => {
    const id = items && device.readOpen()
    if (!items || !id) return null
    const server = items.find((item) => idOf(item) === id) ?? null
    return server || device.read(id) ? { id, server } : null
  }, [device, idOf, items])

  const open = useCallback(
    (item: Item) => {
      device.writeOpen(idOf(item))
      setChosen({ id: idOf(item), server: item })
    },
    [device, idOf],
  )

  const start = useCallback(
    (id: string, fresh: Draft) => {
      device.writeOpen(id)
      setChosen({ id, server: null, fresh })
    },
    [device],
  )

  const close = useCallback(() => {
    device.writeOpen(null)
    setChosen(null)
    void reload()
  }, [device, reload])

  return { current: chosen === undefined ? restored : chosen, open, start, close }
}
