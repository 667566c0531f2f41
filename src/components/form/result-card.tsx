import { lazy, type ReactNode, Suspense, use, useEffect, useLayoutEffect, useRef } from 'react'

import type { CalcStep } from '@/lib/core/steps.ts'

import { cn } from '@/utils/cn.ts'
import { fitStyle } from '@/utils/format-fit.ts'

import type { Scenario } from './compare-store.ts'
import { comparisonModule, useComparison } from './load-comparison.ts'
import { useCalculatorId } from './calculator-id.ts'
import { ResultActions } from './load-result-actions.ts'
import { textOf } from './node-text.ts'
import { bringIntoView, RevealContext } from './result-reveal.ts'
import { ShareResultButton } from './share-result-button.tsx'

// Loaded with the first result that has steps, not with the page (the page's JS budget).
const HowWeCalculated = lazy(() => import('@/components/steps/how-we-calculated.tsx'))
// Loaded when a comparison starts (Comparar, or a link with two scenarios).
const ComparePanel = lazy(() => import('./compare-panel.tsx'))

export type ResultItem = {
  label: ReactNode
  value: ReactNode
  /** A short rule or note under the value ("Lei 12.506/2011"). */
  hint?: ReactNode
  /** Emphasis for totals and the net figure. */
  strong?: boolean
  tone?: 'positive' | 'negative'
}

type ResultCardProps = {
  /** The main figure, large. */
  main: { label: ReactNode; value: string; tone?: 'positive' | 'negative' | undefined }
  /** A word under the main figure (a BMI class, "Etanol compensa"). */
  badge?: ReactNode
  items?: readonly (ResultItem | false | null | undefined)[]
  /** One line naming the formula or rule used (docs/decisions.md §7). */
  rule?: ReactNode
  /** Tables, charts, notes. */
  children?: ReactNode
  /** Text for "Compartilhar resultado"; defaults to the main figure. */
  shareValue?: string
  /** "Como calculamos": the formula's own steps (src/lib/core/steps.ts). */
  steps?: readonly CalcStep[] | undefined
  /** The warnings the card shows that "Copiar resumo" must keep, as sentences. */
  caveats?: readonly string[]
}

const toneClasses = { positive: 'text-success', negative: 'text-destructive' } as const

export function ResultCard({
  main,
  badge,
  items = [],
  rule,
  children,
  shareValue,
  steps,
  caveats,
}: ResultCardProps) {
  const calculatorId = useCalculatorId()
  const rows = items.filter((item): item is ResultItem => Boolean(item))
  const heading = useRef<HTMLHeadingElement>(null)
  const figure = useRef<HTMLParagraphElement>(null)
  const compareBox = useRef<HTMLDivElement>(null)
  const reveal = use(RevealContext)
  const said = useRef('')
  const comparison = useComparison(calculatorId)
  const scenario: Scenario = {
    label: textOf(main.label).trim(),
    value: main.value,
    items: rows.map((item) => ({ label: textOf(item.label).trim(), value: textOf(item.value) })),
    ...(caveats && caveats.length > 0 ? { caveats } : {}),
  }
  // A link with two scenarios: this card draws the first, which is kept before the second comes.
  useLayoutEffect(() => {
    if (comparison && !comparison.kept)
      comparisonModule.current()?.keepFirst(calculatorId, scenario)
  })
  const compared = comparison?.kept && comparison.second ? true : false

  // After every render: a result that was asked for (Calcular, a shared link) comes into view
  // and is said at once; one that only changed (live results) is said when typing pauses. Two
  // scenarios side by side are said by the comparison, in one line.
  useEffect(() => {
    if (!reveal || !heading.current || !figure.current) return
    const text = `${heading.current.textContent}: ${figure.current.textContent}`
    const asked = reveal.take()
    // With two scenarios side by side, the comparison under the figure must be in sight too.
    if (asked) bringIntoView(heading.current, figure.current, () => compareBox.current)
    if ((asked || text !== said.current) && !compared) reveal.announce(text, asked)
    said.current = text
  })
  useEffect(() => () => reveal?.announce('', true), [reveal])

  return (
    <div className="bg-card mt-6 flex flex-col gap-4 rounded-2xl border p-4 shadow-sm sm:p-6">
      <div className="@container flex flex-col gap-1">
        <h2
          ref={heading}
          className="text-muted-foreground scroll-mt-20 text-sm font-medium [[role=dialog]_&]:scroll-mt-4"
        >
          {main.label}
        </h2>
        <p
          ref={figure}
          style={fitStyle(main.value)}
          className={cn(
            'leading-tight font-bold tracking-tight tabular-nums',
            // A phrase ("19 de novembro de 2026") takes a size smaller than a lone figure, so it
            // wraps into two lines rather than three.
            main.value.length > 18
              ? 'text-[length:min(1.5rem,var(--fit))] sm:text-[length:min(1.875rem,var(--fit))]'
              : 'text-[length:min(1.875rem,var(--fit))] sm:text-[length:min(2.25rem,var(--fit))]',
            main.tone && toneClasses[main.tone],
          )}
        >
          {main.value}
        </p>
        {badge ? <div className="mt-1">{badge}</div> : null}
      </div>
      {comparison?.kept ? (
        // Empty while the panel's code loads: no gap under the figure for it yet.
        <div ref={compareBox} className="empty:hidden">
          <Suspense fallback={null}>
            <ComparePanel
              comparison={{ ...comparison, kept: comparison.kept }}
              current={scenario}
            />
          </Suspense>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <dl className="divide-y rounded-xl border">
          {rows.map((item, index) => (
            <div
              key={index}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-3 py-2.5"
            >
              <dt className={cn('text-muted-foreground text-sm', item.strong && 'font-semibold')}>
                {item.label}
                {item.hint ? (
                  <span className="text-muted-foreground block text-xs font-normal">
                    {item.hint}
                  </span>
                ) : null}
              </dt>
              <dd
                className={cn(
                  // Right-aligned also when a long label pushes it onto a line of its own.
                  'ml-auto text-right tabular-nums',
                  item.strong && 'font-bold',
                  item.tone && toneClasses[item.tone],
                )}
              >
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rule ? (
        <p className="bg-muted text-muted-foreground rounded-lg px-3 py-2 text-sm">{rule}</p>
      ) : null}
      {children}
      {steps && steps.length > 0 ? (
        <Suspense fallback={null}>
          <HowWeCalculated steps={steps} />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ShareResultButton calculatorId={calculatorId} value={shareValue ?? main.value} />
        {/* Its own boundary: a result never waits for these buttons. */}
        <Suspense fallback={null}>
          <ResultActions
            calculatorId={calculatorId}
            scenario={scenario}
            comparing={comparison !== null}
          />
        </Suspense>
      </div>
    </div>
  )
}
