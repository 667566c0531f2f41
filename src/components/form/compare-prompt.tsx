import { useEffect, useRef, useSyncExternalStore } from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'

import { comparisonOf, subscribe } from './compare-store.ts'

/** What to do once Comparar has kept the result: shown over the form and said (compare-panel.tsx). */
export const COMPARE_PROMPT =
  'Cenário A guardado. Altere os dados abaixo e toque em Calcular para ver o cenário B ao lado.'

/** The form's first field a person can type in or choose (not one a choice hides). */
function firstField(form: HTMLFormElement): HTMLElement | undefined {
  return Array.from(form.elements).find(
    (el): el is HTMLElement =>
      el instanceof HTMLElement &&
      !(el instanceof HTMLFieldSetElement) &&
      !el.matches(':disabled, [type="hidden"]') &&
      el.closest('[hidden]') === null,
  )
}

/**
 * Comparar is pressed under the result, which on a phone is thousands of pixels below the form:
 * the second scenario is typed up there. So the form comes into view with this line over it and
 * its first field focused, until the second result shows beside the first.
 */
export function ComparePrompt({
  calculatorId,
  formId,
}: {
  calculatorId: CalculatorId
  /** The form's element id (`formProps.id`). */
  formId: string | undefined
}) {
  // Drawn only once the store is here (load-comparison.ts), so it reads the store itself.
  const comparison = useSyncExternalStore(
    subscribe,
    () => comparisonOf(calculatorId),
    () => null,
  )
  const shown =
    comparison !== null && comparison.owner === formId && comparison.asked && !comparison.second
  const line = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    const form = formId === undefined ? null : document.getElementById(formId)
    if (!shown || !line.current || !(form instanceof HTMLFormElement)) return
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    // Test DOMs (jsdom) have no layout and no scrolling.
    if ('scrollIntoView' in line.current && typeof line.current.scrollIntoView === 'function')
      line.current.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
    firstField(form)?.focus({ preventScroll: true })
  }, [formId, shown])

  if (!shown) return null
  return (
    <p
      ref={line}
      className="no-print bg-muted mb-4 scroll-mt-20 rounded-lg px-3 py-2 text-sm [[role=dialog]_&]:scroll-mt-4"
    >
      {COMPARE_PROMPT}
    </p>
  )
}
