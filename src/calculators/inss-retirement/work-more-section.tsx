import { useId, useState } from 'react'

import { controlClasses } from '@/components/form/field-classes.ts'
import { FieldFrame } from '@/components/form/field-frame.tsx'
import type { InssRetirementResult, RuleAt } from '@/lib/inss-retirement/inss-retirement.ts'
import { MAX_MORE_MONTHS } from '@/lib/inss-retirement/inss-retirement-options.ts'
import { workMore } from '@/lib/inss-retirement/work-more.ts'
import { formatDate, formatMoney, formatPercent } from '@/utils/format.ts'
import { parseNumber } from '@/utils/parse-number.ts'

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
  // Read as the form's number fields read it (`  7  ` is 7), never by dropping what is not a
  // digit, which took `1,5` for 15 months and `-10` for 10: what cannot be a count of months
  // is said beside the field, and no figure is shown for it.
  const typed = parseNumber(text)
  const months =
    typed !== null && Number.isInteger(typed) && typed >= 0 && typed <= MAX_MORE_MONTHS
      ? typed
      : null
  const error =
    typed !== null && months === null
      ? `Informe um número inteiro de meses, de 0 a ${String(MAX_MORE_MONTHS)}.`
      : undefined
  const more = workMore(r, months ?? 0)
  if (!more) return null
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="text-base font-semibold">
        Vale a pena trabalhar mais?
      </h2>
      <FieldFrame
        field={{ id, error, errorId: `${id}-erro` }}
        label="Meses a mais de contribuição"
        hint={`Contados a partir de ${formatDate(more.from)}; até ${String(MAX_MORE_MONTHS)} meses.`}
      >
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : `${id}-dica`}
          className={`${controlClasses} max-w-40`}
        />
      </FieldFrame>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt>Em {formatDate(more.from)}</dt>
          <dd className="font-medium whitespace-nowrap">
            {payText(more.now)} ({ruleNames[more.now.id].name})
          </dd>
        </div>
        {months === null ? null : (
          <div className="flex flex-wrap justify-between gap-x-2">
            <dt>
              Com mais {more.months} {more.months === 1 ? 'mês' : 'meses'} (
              {formatDate(more.later.start)})
            </dt>
            <dd className="font-medium whitespace-nowrap">
              {payText(more.later)} ({ruleNames[more.later.id].name})
            </dd>
          </div>
        )}
      </dl>
      <p className="text-sm">
        {more.nextGain
          ? `O primeiro mês que paga mais é o ${String(more.nextGain.months)}º (${formatDate(more.nextGain.rule.start)}): ${payText(more.nextGain.rule)}, pela regra ${ruleNames[more.nextGain.rule.id].name}.`
          : 'Nos próximos 20 anos o valor não sobe: a média já está no teto ou nenhuma regra paga mais.'}
      </p>
    </section>
  )
}
