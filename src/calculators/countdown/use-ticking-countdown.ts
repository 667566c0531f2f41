import { useEffect, useState } from 'react'

import { calculateCountdown, type CountdownResult } from '@/lib/countdown/countdown.ts'

const TICK_MS = 1000

/**
 * The countdown as it runs: `start` is the result of Calcular (or of the link); every second the
 * library recomputes it from `Date.now()`. The timer stops while the tab is hidden (a background
 * tab would only burn battery) and, on return, the display resyncs at once instead of waiting for
 * the next tick. It stops for good when the target is reached.
 */
export function useTickingCountdown(start: CountdownResult | null): CountdownResult | null {
  const [latest, setLatest] = useState<CountdownResult | null>(null)

  useEffect(() => {
    if (!start || start.isExpired) return
    const { data, hora } = start
    let timer: number | undefined
    let expired = false

    const stop = () => {
      window.clearInterval(timer)
      timer = undefined
    }
    const update = () => {
      const outcome = calculateCountdown({ data, hora, now: Date.now() })
      if (!outcome.ok) return
      setLatest(outcome.value)
      if (outcome.value.isExpired) {
        expired = true
        stop()
      }
    }
    const run = () => {
      if (timer === undefined && !expired) timer = window.setInterval(update, TICK_MS)
    }
    const onVisibility = () => {
      if (document.hidden) stop()
      else {
        update()
        run()
      }
    }

    if (!document.hidden) run()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [start])

  if (!start) return null
  // A tick of this same target is newer than the start snapshot; an older tick (from before a
  // new Calcular with the same target) is not.
  return latest && latest.targetMs === start.targetMs && latest.totalMs < start.totalMs
    ? latest
    : start
}
