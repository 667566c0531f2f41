import { useEffect, useState } from 'react'

/** Rows drawn with the result: a phone's box shows about ten (its height is capped), so the
 * first frame draws those and a couple more, no more. */
export const FIRST_ROWS = 12
/** Rows added per frame after that, until the table is whole. */
export const ROWS_PER_STEP = 60

/**
 * How many rows of a long table to draw: the first ones at once, the rest a step at a time after
 * each frame is painted. Drawing a 360-month table in one go cost ~0,4 s of layout on a phone
 * with its CPU slowed 4×, before the result itself could appear (docs/performance.md); a step of
 * 60 rows costs a few tens of milliseconds, and the whole table is there within a second.
 * New rows (another calculation) start over from the first ones.
 */
export function useProgressiveRows(total: number, rows: unknown): number {
  const [state, setState] = useState({ rows, shown: Math.min(total, FIRST_ROWS) })
  let shown = state.shown
  if (state.rows !== rows) {
    // A new schedule: adjust during render, as React recommends, so it never paints old counts.
    shown = Math.min(total, FIRST_ROWS)
    setState({ rows, shown })
  }
  useEffect(() => {
    if (shown >= total) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // After the next paint: a frame, then a task.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        setState((previous) =>
          previous.rows === rows
            ? { rows, shown: Math.min(total, previous.shown + ROWS_PER_STEP) }
            : previous,
        ),
      )
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [rows, shown, total])
  return shown
}
