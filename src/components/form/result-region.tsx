import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'

import { noteLink, type Reveal, RevealContext, takeRequest } from './result-reveal.ts'

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
}: {
  children: ReactNode
  label?: string
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

  return (
    <RevealContext value={reveal}>
      <section aria-label={label} className="empty:hidden">
        {children}
      </section>
      <p role="status" className="sr-only">
        {message}
      </p>
    </RevealContext>
  )
}
