import { useId } from 'react'

import type { FinancingExtra } from '@/lib/financing/financing.ts'
import type { ExtraPlan } from '@/lib/financing/extra-amortization.ts'
import { cn } from '@/utils/cn.ts'
import { formatInteger, formatMoney } from '@/utils/format.ts'
import { fitStyle } from '@/utils/format-fit.ts'

type Option = {
  mode: FinancingExtra['mode']
  title: string
  plan: (x: FinancingExtra) => ExtraPlan
}

const OPTIONS: readonly Option[] = [
  { mode: 'prazo', title: 'Reduzir o prazo', plan: (x) => x.reduceTerm },
  { mode: 'parcela', title: 'Reduzir a parcela', plan: (x) => x.reduceInstallment },
]

const months = (n: number) => `${formatInteger(n)} ${n === 1 ? 'mês' : 'meses'}`

/**
 * The two choices after an extra payment, side by side (docs/legal/financing.md): interest saved,
 * months saved and the instalment that follows, the option of the schedule below marked.
 */
export function ExtraOptions({ extra }: { extra: FinancingExtra }) {
  const headingId = useId()
  const saved = { prazo: extra.interestSaved.term, parcela: extra.interestSaved.installment }
  const monthsSaved = { prazo: extra.monthsSaved.term, parcela: extra.monthsSaved.installment }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        Amortização extra: prazo × parcela
      </h2>
      <p className="text-muted-foreground text-sm">
        {formatMoney(extra.amount)}{' '}
        {extra.repeat
          ? `todo mês a partir da parcela ${formatInteger(extra.after)}`
          : `junto com a parcela ${formatInteger(extra.after)}`}
        .
      </p>
      <div className="grid grid-cols-2 gap-2 sm:gap-3">
        {OPTIONS.map((option) => {
          const plan = option.plan(extra)
          const selected = option.mode === extra.mode
          return (
            <div
              key={option.mode}
              className={cn(
                '@container flex min-w-0 flex-col gap-2 rounded-xl p-2.5 sm:p-3',
                selected ? 'border-primary bg-accent text-accent-foreground border-2' : 'border',
              )}
            >
              <h3 className="flex flex-wrap items-center gap-x-2 font-semibold">
                {option.title}{' '}
                {selected ? (
                  <span className="bg-primary text-primary-foreground rounded-full px-2 py-0.5 text-xs">
                    Escolhido
                  </span>
                ) : null}
              </h3>
              <dl className="flex flex-col gap-1.5 text-sm">
                <Line label="Juros economizados" value={formatMoney(saved[option.mode])} />
                <Line label="Meses a menos" value={months(monthsSaved[option.mode])} />
                <Line label="Parcela seguinte" value={formatMoney(plan.nextInstallment)} />
                <Line label="Prazo total" value={months(plan.months)} />
                <Line label="Total de juros" value={formatMoney(plan.totalInterest)} />
              </dl>
            </div>
          )
        })}
      </div>
    </section>
  )
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      {/* Half a phone's width: a long amount gets smaller type, never a line break. */}
      <dd
        style={fitStyle(value, 0.6)}
        className="text-[length:min(0.875rem,var(--fit))] font-semibold whitespace-nowrap tabular-nums"
      >
        {value}
      </dd>
    </div>
  )
}
