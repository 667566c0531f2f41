import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'

import { noteLink, type Reveal, RevealContext, STALE_TEXT, takeRequest } from './result-reveal.ts'
import { StaleResult } from './stale-result.tsx'

/**
 * Where a result appears, and how a person learns that it did.
 *
 * - Seen: a result asked for (Calcular, or a shared link opening with its inputs) is scrolled
 *   into view when it would be out of sight, as on a phone, where it sits below the form. A live
 *   result (the converter as one types) is left where it is: the page must not jump under the
 *   fingers on every keystroke.
 * - Heard: one short line ("Salário líquido: R$ 4.973,39") in a polite status, once per result,
 *   instead of a live region around the whole card, which would read every table row and again
 *   each time a part of the card loads.
 * - Out of date: once a field is edited away from the values the result was computed from
 *   (the form's `stale`), the result stays, greyed under a line that says so and what to do, and
 *   that line is said once; the figures are not offered as current (share is off) until
 *   Calcular, or until the fields are back to those values.
 */

/** A text change in a polite status is read once; this waits for typing to pause. */
const TYPING_PAUSE_MS = 700

/**
 * The region results appear in. The status line is beside the section, so the section stays
 * empty (and hidden) until there is a result.
 */
export function ResultRegion({
  children,
  label = 'Resultado',
  stale,
}: {
  children: ReactNode
  label?: string
  /** The form's `stale`: the result was computed from other values than the fields hold. */
  stale: boolean
}) {
  const [message, setMessage] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    noteLink()
    return () => clearTimeout(timer.current)
  }, [])

  const reveal = useMemo<Reveal>(
    () => ({
      take: takeRequest,
      announce: (text, now) => {
        clearTimeout(timer.current)
        if (now || text === '') setMessage(text)
        else timer.current = setTimeout(() => setMessage(text), TYPING_PAUSE_MS)
      },
    }),
    [],
  )

  // Said once as it goes out of date, when typing pauses; a new result says itself.
  useEffect(() => {
    if (stale) reveal.announce(STALE_TEXT, false)
  }, [reveal, stale])

  return (
    <RevealContext value={reveal}>
      <section
        aria-label={stale ? `${label} desatualizado` : label}
        className="empty:hidden"
        data-stale={stale || undefined}
      >
        <StaleResult stale={stale}>{children}</StaleResult>
      </section>
      <p role="status" className="sr-only">
        {message}
      </p>
    </RevealContext>
  )
}
