import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

type Summary = { inputs: string; result: string }

/** The history store is needed once a result shows: it loads with the formulas on the first
 * intent (use-form-run.ts), so it is here when the result is, and a person who leaves right
 * after it still finds it in the history (docs/performance.md). */
export const historyStore = lazyModule(() => import('@/providers/history-store.ts'))

const recordResult = (id: CalculatorId, summary: Summary) => {
  // The address now, as Calcular has just written it: the entry reopens this result.
  const href = `${window.location.pathname}${window.location.search}`
  const store = historyStore.current()
  if (store) store.recordResult(id, summary, href)
  else void historyStore.load().then((m) => m.recordResult(id, summary, href))
}

/** A live form's result goes to the history once typing pauses this long. */
const LIVE_HISTORY_PAUSE_MS = 1500

/**
 * Records each result shown in the history view, summarized by the screen's `history` (without
 * one, nothing is recorded); call it after the link has been written.
 */
export function useResultHistory<T, P>(
  id: CalculatorId,
  live: boolean | undefined,
  summarize: ((result: T, values: P) => Summary) | undefined,
): (result: T, values: P) => void {
  const latest = useRef(summarize)
  useLayoutEffect(() => {
    latest.current = summarize
  })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (result: T, values: P) => {
      if (!latest.current) return
      const summary = latest.current(result, values)
      clearTimeout(timer.current)
      // A live form computes on every keystroke: 1, 12, 123 is one entry, once typing pauses.
      if (live) timer.current = setTimeout(() => recordResult(id, summary), LIVE_HISTORY_PAUSE_MS)
      else recordResult(id, summary)
    },
    [id, live],
  )
}
