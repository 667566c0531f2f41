import { useId } from 'react'

import type { FinancingPlan, FinancingResult } from '@/lib/financing/financing.ts'
import { type Money, subtractMoney } from '@/lib/core/money.ts'
import { formatMoney } from '@/utils/format.ts'
import { cn } from '@/utils/cn.ts'
import { fitStyle } from '@/utils/format-fit.ts'

import { SYSTEM_NAMES } from './system-names.ts'

type Line = { label: string; of: (plan: FinancingPlan) => Money }

const LINES: readonly Line[] = [
  { label: 'Parcela inicial', of: (p) => p.firstInstallment },
  { label: 'Parcela final', of: (p) => p.lastInstallment },
  { label: 'Total pago', of: (p) => p.totalPaid },
  { label: 'Total de juros', of: (p) => p.totalInterest },
]

/** Two cards side by side are narrow on a phone: an amount as long as "R$ 6.397.945,48" gets a
 * smaller type rather than a line break after "R$" or inside the digits. */
function Amount({ text }: { text: string }) {
  return (
    <dd
      style={fitStyle(text, 0.6)}
      className="text-[length:min(0.875rem,var(--fit))] font-semibold whitespace-nowrap tabular-nums"
    >
      {text}
    </dd>
  )
}

/** "R$ 631,16 a mais no SAC": the gap between the two shown amounts, in words. */
function difference(price: Money, sac: Money): string {
  const gap = subtractMoney(sac, price)
  if (gap === 0) return 'Igual'
  return `${formatMoney(Math.abs(gap))} ${gap > 0 ? 'a mais' : 'a menos'} no SAC`
}

/**
 * Price and SAC side by side for the same loan, the chosen system marked, and the difference
 * line by line (each from the two amounts shown, so it adds up on screen).
 */
export function SystemComparison({ result }: { result: FinancingResult }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        Price × SAC{result.extra ? ', sem a amortização extra' : ''}
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {(['price', 'sac'] as const).map((system) => {
          const selected = system === result.sistema
          return (
            <div
              key={system}
              className={cn(
                '@container flex min-w-0 flex-col gap-2 rounded-xl p-2.5 sm:p-3',
                selected ? 'border-primary bg-accent text-accent-foreground border-2' : 'border',
              )}
            >
              <h3 className="flex flex-wrap items-center gap-x-2 font-semibold">
                {SYSTEM_NAMES[system]}{' '}
                {selected ? (
                  <span className="bg-primary text-primary-foreground rounded-full px-2 py-0.5 text-xs">
                    Escolhido
                  </span>
                ) : null}
              </h3>
              <dl className="flex flex-col gap-1.5 text-sm">
                {LINES.map((line) => (
                  <div key={line.label}>
                    <dt className={cn(!selected && 'text-muted-foreground')}>{line.label}</dt>
                    <Amount text={formatMoney(line.of(result[system]))} />
                  </div>
                ))}
              </dl>
            </div>
          )
        })}
        <div className="col-span-2 flex flex-col gap-2 rounded-xl border border-dashed p-2.5 sm:col-span-1 sm:p-3">
          <h3 className="font-semibold">Diferença</h3>
          <dl className="flex flex-col gap-1.5 text-sm">
            {LINES.map((line) => (
              <div key={line.label}>
                <dt className="text-muted-foreground">{line.label}</dt>
                <dd className="font-semibold tabular-nums">
                  {difference(line.of(result.price), line.of(result.sac))}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {result.interestSavedWithSac > 0 ? (
        <p className="text-muted-foreground text-sm">
          No SAC você paga {formatMoney(result.interestSavedWithSac)} a menos de juros, mas as
          primeiras parcelas são maiores.
        </p>
      ) : null}
    </section>
  )
}
