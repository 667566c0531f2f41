import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * Draws its children one frame after the rest of a result: the main figure paints first, and
 * what only a reader scrolling on needs (comparisons, long tables) comes in the next task. On a
 * phone with its CPU slowed 4× a result card with its table took well over 100 ms before the
 * figure showed (docs/performance.md). Until the new children are drawn, the previous ones stay,
 * so the page does not jump.
 *
 * They come in a transition: a lazy child whose chunk is still on its way (a link opened on a
 * busy phone) then waits with what is on screen. In an ordinary update React would hide the
 * whole result card behind its Suspense fallback until the chunk came, and the page, shorter by
 * the card, cut short the scroll bringing that card into view.
 */
export function AfterPaint({ token, children }: { token: unknown; children: ReactNode }) {
  const [shown, setShown] = useState<{ token: unknown; children: ReactNode } | null>(null)
  const current = shown?.token === token
  useEffect(() => {
    if (current) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() => setShown({ token, children }))
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [current, token, children])
  return current ? children : (shown?.children ?? null)
}
