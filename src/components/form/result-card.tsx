import { lazy, type ReactNode, Suspense } from 'react'

import type { CalcStep } from '@/lib/core/steps.ts'

import { cn } from '@/utils/cn.ts'

import { ShareResultButton } from './share-result-button.tsx'

// Loaded with the first result that has steps, not with the page (the page's JS budget).
const HowWeCalculated = lazy(() => import('@/components/steps/how-we-calculated.tsx'))

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
  calculatorId: string
  /** The main figure, large. */
  main: { label: ReactNode; value: string; tone?: 'positive' | 'negative' | undefined }
  /** A word under the main figure (a BMI class, "Etanol compensa"). */
  badge?: ReactNode
  items?: readonly (ResultItem | false | null | undefined)[]
  /** One line naming the formula or rule used (amendments §7). */
  rule?: ReactNode
  /** Tables, charts, notes. */
  children?: ReactNode
  /** Text for "Compartilhar resultado"; defaults to the main figure. */
  shareValue?: string
  /** "Como calculamos": the formula's own steps (src/lib/core/steps.ts). */
  steps?: readonly CalcStep[] | undefined
}

const toneClasses = { positive: 'text-success', negative: 'text-destructive' } as const

export function ResultCard({
  calculatorId,
  main,
  badge,
  items = [],
  rule,
  children,
  shareValue,
  steps,
}: ResultCardProps) {
  const rows = items.filter((item): item is ResultItem => Boolean(item))
  return (
    <div className="bg-card mt-6 flex flex-col gap-4 rounded-2xl border p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <p className="text-muted-foreground text-sm font-medium">{main.label}</p>
        <p
          className={cn(
            'text-3xl font-bold tracking-tight break-words tabular-nums sm:text-4xl',
            main.tone && toneClasses[main.tone],
          )}
        >
          {main.value}
        </p>
        {badge ? <div className="mt-1">{badge}</div> : null}
      </div>
      {rows.length > 0 ? (
        <dl className="divide-y rounded-xl border">
          {rows.map((item, index) => (
            <div
              key={index}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-3 py-2.5"
            >
              <dt
                className={cn(
                  'text-muted-foreground text-sm',
                  item.strong && 'text-foreground font-semibold',
                )}
              >
                {item.label}
                {item.hint ? (
                  <span className="text-muted-foreground block text-xs font-normal">
                    {item.hint}
                  </span>
                ) : null}
              </dt>
              <dd
                className={cn(
                  'text-right tabular-nums',
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
      <div>
        <ShareResultButton calculatorId={calculatorId} value={shareValue ?? main.value} />
      </div>
    </div>
  )
}
