import { ChevronDown } from 'lucide-react'
import { memo, useEffect, useRef } from 'react'

import type { CalcStep } from '@/lib/core/steps.ts'

import { formatExpression, formatFigure, stepText } from './format-step.ts'

/**
 * "Como calculamos": the steps a formula took, each with its figures, result and law, under a
 * native disclosure (keyboard and screen reader for free). It loads with the first result, not
 * with the page, and opens itself for printing so the paper shows the working too.
 */
function HowWeCalculated({ steps }: { steps: readonly CalcStep[] }) {
  const details = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    let wasOpen = false
    const open = () => {
      if (!details.current) return
      wasOpen = details.current.open
      details.current.open = true
    }
    const restore = () => {
      if (details.current) details.current.open = wasOpen
    }
    window.addEventListener('beforeprint', open)
    window.addEventListener('afterprint', restore)
    return () => {
      window.removeEventListener('beforeprint', open)
      window.removeEventListener('afterprint', restore)
    }
  }, [])

  if (steps.length === 0) return null
  return (
    <details ref={details} className="group rounded-xl border">
      <summary className="hover:bg-muted/60 flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold select-none [&::-webkit-details-marker]:hidden">
        <span className="flex-1">Como calculamos</span>
        <ChevronDown
          aria-hidden
          className="text-muted-foreground size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <ol className="divide-y border-t text-sm">
        {steps.map((step, index) => (
          <li key={index} className="flex flex-col gap-0.5 px-3 py-2">
            <span className="font-medium">{stepText(step.label)}</span>
            <span className="text-muted-foreground tabular-nums">
              {step.expression ? `${formatExpression(step.expression)} = ` : null}
              <strong className="text-foreground font-semibold whitespace-nowrap">
                {formatFigure(step.result)}
              </strong>
            </span>
            {step.note ? (
              <span className="text-muted-foreground text-xs">{stepText(step.note)}</span>
            ) : null}
            {step.source ? (
              <span className="text-muted-foreground text-xs">{step.source}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  )
}

// The same steps draw the same list: a card re-rendered for new figures (its steps arriving a
// frame later, docs/performance.md) does not lay the previous list out again.
export default memo(HowWeCalculated)
