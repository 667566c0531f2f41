import { STORAGE_KEYS } from '@/config/storage-keys.ts'

/**
 * The history of docs/decisions.md §6: the last 20 results computed in this browser, under
 * `calculator-history`, and a switch to stop recording. Storage can be blocked, full or hold
 * garbage; every function here then degrades to "no history" and never throws.
 */

export const HISTORY_KEY = STORAGE_KEYS.history
export const HISTORY_ENABLED_KEY = STORAGE_KEYS.historyEnabled
export const HISTORY_LIMIT = 20
/** Dispatched on window whenever the history changes, so an open history view refreshes. */
export const HISTORY_EVENT = 'calculator-history-change'

export type HistoryEntry = {
  /** Calculator id from the catalogue. */
  id: string
  /** One line: the inputs. */
  inputs: string
  /** The main result, formatted. */
  result: string
  /** Path and query that reopen the calculator with these inputs. */
  href: string
  /** Epoch ms. */
  at: number
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function isEntry(value: unknown): value is HistoryEntry {
  if (!value || typeof value !== 'object') return false
  const e = value as Record<string, unknown>
  return (
    typeof e.id === 'string' &&
    typeof e.inputs === 'string' &&
    typeof e.result === 'string' &&
    typeof e.href === 'string' &&
    e.href.startsWith('/') &&
    !e.href.startsWith('//') &&
    typeof e.at === 'number'
  )
}

/** True when storage works at all (the history view says history is off otherwise). */
export function historyAvailable(): boolean {
  const s = storage()
  if (!s) return false
  try {
    const probe = `${HISTORY_KEY}-probe`
    s.setItem(probe, '1')
    s.removeItem(probe)
    return true
  } catch {
    return false
  }
}

export function readHistory(): HistoryEntry[] {
  try {
    const raw = storage()?.getItem(HISTORY_KEY)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_LIMIT) : []
  } catch {
    return []
  }
}

export function isHistoryEnabled(): boolean {
  try {
    return storage()?.getItem(HISTORY_ENABLED_KEY) !== 'false'
  } catch {
    return false
  }
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(HISTORY_EVENT))
}

function write(entries: HistoryEntry[]): void {
  try {
    storage()?.setItem(HISTORY_KEY, JSON.stringify(entries.slice(0, HISTORY_LIMIT)))
  } catch {
    // full or blocked storage: history is best effort
  }
  notify()
}

export function setHistoryEnabled(enabled: boolean): void {
  try {
    storage()?.setItem(HISTORY_ENABLED_KEY, enabled ? 'true' : 'false')
  } catch {
    // blocked storage: nothing to remember
  }
  notify()
}

/**
 * The one way a screen records a result: a summary in pt-BR, under the page's address as it is
 * now (Calcular has just written the inputs into it), so the entry reopens the same result.
 */
export function recordResult(
  id: HistoryEntry['id'],
  summary: { inputs: string; result: string },
  href = `${window.location.pathname}${window.location.search}`,
): void {
  addHistoryEntry({ id, ...summary, href, at: Date.now() })
}

/** Records a result, newest first; the same link computed again moves to the top. */
export function addHistoryEntry(entry: HistoryEntry): void {
  if (!isHistoryEnabled()) return
  const rest = readHistory().filter((e) => e.href !== entry.href || e.id !== entry.id)
  write([entry, ...rest])
}

export function clearHistory(): void {
  try {
    storage()?.removeItem(HISTORY_KEY)
  } catch {
    // blocked storage: nothing stored
  }
  notify()
}
