import { useId, useState } from 'react'

import { controlClasses } from '@/components/form/field-classes.ts'
import type { InssRetirementResult, RuleAt } from '@/lib/inss-retirement/inss-retirement.ts'
import { MAX_MORE_MONTHS } from '@/lib/inss-retirement/inss-retirement-options.ts'
import { workMore } from '@/lib/inss-retirement/work-more.ts'
import { formatDate, formatMoney, formatPercent } from '@/utils/format.ts'

import { ruleNames } from './inss-retirement-text.ts'

const payText = (r: RuleAt) =>
  r.benefit
    ? formatMoney(r.benefit.value)
    : r.percent === null
      ? '—'
      : `${formatPercent(r.percent)} da média`

/** "Vale a pena trabalhar mais?": the benefit after N more months, and the first month that pays more. */
export function WorkMoreSection({ r }: { r: InssRetirementResult }) {
  const id = useId()
  const [text, setText] = useState('12')
  const typed = Number(text.replace(/\D/g, '') || '0')
  const months = Math.min(MAX_MORE_MONTHS, typed)
  const more = workMore(r, months)
  if (!more) return null
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="text-base font-semibold">
        Vale a pena trabalhar mais?
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Meses a mais de contribuição
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-dica`}
          className={`${controlClasses} max-w-40`}
        />
        <p id={`${id}-dica`} className="text-muted-foreground text-xs">
          Contados a partir de {formatDate(more.from)}; até {MAX_MORE_MONTHS} meses.
        </p>
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt>Em {formatDate(more.from)}</dt>
          <dd className="font-medium whitespace-nowrap">
            {payText(more.now)} ({ruleNames[more.now.id].name})
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt>
            Com mais {more.months} {more.months === 1 ? 'mês' : 'meses'} (
            {formatDate(more.later.start)})
          </dt>
          <dd className="font-medium whitespace-nowrap">
            {payText(more.later)} ({ruleNames[more.later.id].name})
          </dd>
        </div>
      </dl>
      <p className="text-sm">
        {more.nextGain
          ? `O primeiro mês que paga mais é o ${String(more.nextGain.months)}º (${formatDate(more.nextGain.rule.start)}): ${payText(more.nextGain.rule)}, pela regra ${ruleNames[more.nextGain.rule.id].name}.`
          : 'Nos próximos 20 anos o valor não sobe: a média já está no teto ou nenhuma regra paga mais.'}
      </p>
    </section>
  )
}
