import { useSyncExternalStore } from 'react'

import {
  HISTORY_EVENT,
  HISTORY_KEY,
  type HistoryEntry,
  historyAvailable,
  isHistoryEnabled,
  readHistory,
} from '@/providers/history-store.ts'

type Snapshot = { entries: HistoryEntry[]; enabled: boolean; available: boolean }

const SERVER_SNAPSHOT: Snapshot = { entries: [], enabled: true, available: true }
let cached: { key: string; snapshot: Snapshot } | null = null

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(HISTORY_KEY)) onChange()
  }
  window.addEventListener(HISTORY_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(HISTORY_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

// useSyncExternalStore wants the same object while nothing changed; storage gives new arrays.
function getSnapshot(): Snapshot {
  const entries = readHistory()
  const enabled = isHistoryEnabled()
  const available = historyAvailable()
  const key = JSON.stringify([entries, enabled, available])
  if (cached?.key !== key) cached = { key, snapshot: { entries, enabled, available } }
  return cached.snapshot
}

/** The history as stored in this browser, kept current across tabs; empty on the server. */
export function useHistory(): Snapshot {
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT)
}
