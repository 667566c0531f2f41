import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'

import type { FieldSpecs } from './field-spec.ts'
import { outOfDate } from './form-values.ts'
import { comparisonModule, useComparison } from './load-comparison.ts'

type Values = Readonly<Record<string, string>>

/**
 * One form's part in "Comparar com outro cenário" (compare-store.ts, docs/decisions.md §4): the
 * result it shows is what Comparar keeps, or the second scenario once it differs from the first;
 * while it compares, its link carries both. Ending a comparison leaves the link on the result
 * shown; leaving the page ends it. The store loads with the first result (load-comparison.ts):
 * before it is here there is no comparison, and nothing to note.
 */
export function useFormComparison(
  id: CalculatorId,
  formId: string,
  fields: FieldSpecs,
  /** The values the result on screen was computed from. */
  shownFrom: Values | null,
  writeLink: (values: Values) => void,
) {
  const comparing = useComparison(id)?.owner === formId
  const wasComparing = useRef(false)
  const shown = useRef(shownFrom)
  useLayoutEffect(() => {
    shown.current = shownFrom
  })
  useEffect(() => {
    if (wasComparing.current && !comparing && shown.current) writeLink(shown.current)
    wasComparing.current = comparing
  }, [comparing, writeLink])
  useEffect(
    () => () => {
      const parts = comparisonModule.current()
      if (parts?.comparisonOf(id)?.owner === formId) parts.stopComparison(id)
    },
    [formId, id],
  )

  return useMemo(() => {
    const own = () => {
      const comparison = comparisonModule.current()?.comparisonOf(id)
      return comparison?.owner === formId ? comparison : null
    }
    return {
      /** The first scenario's inputs while this form compares: its link carries both. */
      first: () => own()?.first ?? null,
      /** A result drawn from `values`. */
      shown: (values: Record<string, string>) => {
        const parts = comparisonModule.current()
        if (!parts) return
        parts.noteShown(id, formId, values)
        const comparison = own()
        if (comparison)
          parts.showSecond(id, outOfDate(fields, values, { ...comparison.first }) ? values : null)
      },
      stop: () => {
        if (own()) comparisonModule.current()?.stopComparison(id)
      },
      /**
       * Opens a link: `show` puts its values in the fields and computes them. With a second
       * scenario (`b.<param>`, read once the comparison is here: use-form-link.ts), the first is
       * computed and drawn (the card keeps it), then the second, which shows beside it; a first
       * that does not compute shows no comparison.
       */
      openLink: (
        first: Record<string, string>,
        second: Record<string, string> | null,
        show: (values: Record<string, string>) => boolean | Promise<boolean>,
      ) => {
        const parts = second ? comparisonModule.current() : undefined
        if (second) parts?.awaitFirst(id, formId, first, () => void show(second))
        const firstShown = show(first)
        if (parts) void Promise.resolve(firstShown).then((ok) => ok || parts.stopComparison(id))
      },
    }
  }, [fields, formId, id])
}
