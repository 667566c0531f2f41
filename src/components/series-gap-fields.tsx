import type { ReactNode } from 'react'

import type { FieldState } from '@/components/form/calculator-form-types.ts'
import type { FieldSpec } from '@/components/form/field-spec.ts'
import { NumberField } from '@/components/form/number-field.tsx'
import { LAST_MONTHS } from '@/lib/series/data/last-months.ts'
import type { YearMonth } from '@/lib/series/monthly-series.ts'
import { parseMonth } from '@/lib/series/series-months.ts'
import { indexInfo, withArticle } from '@/lib/series/series-indices.ts'
import { formatMonth } from '@/utils/format.ts'

/** A typed month's rate: a percentage as published, negative allowed (a month of deflation). */
const RATE_SPEC: FieldSpec = { kind: 'percent', allowNegative: true }

/** `2026-08:0,45;2026-09:0,3` → each month's text as typed (lib/series/series-months.ts). */
function typedTexts(text: string): Record<YearMonth, string> {
  const texts: Record<YearMonth, string> = {}
  for (const entry of text.split(';')) {
    const [month = '', rate = ''] = entry.split(':')
    if (parseMonth(month) !== null) texts[month.trim()] = rate.trim()
  }
  return texts
}

const textOf = (texts: Readonly<Record<YearMonth, string>>) =>
  Object.keys(texts)
    .sort()
    .filter((m) => (texts[m] ?? '') !== '')
    .map((m) => `${m}:${texts[m] ?? ''}`)
    .join(';')

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export type SeriesGapFieldsProps = {
  /** The text field `taxas` that carries the typed months in the link. */
  field: FieldState
  index: string
  months: readonly YearMonth[]
  /** More choices under the fields (aluguel's estimate). */
  children?: ReactNode
}

/**
 * The months a span needs that the site's data does not have yet, named, each with a field for
 * the rate the publisher has released (docs/legal/official-series.md, "Meses que faltam"): the
 * person finishes the calculation with the figure from IBGE's or FGV's release, and the result
 * says which months were typed. The rates travel in the link as `taxas`.
 */
export function SeriesGapFields({ field, index, months, children }: SeriesGapFieldsProps) {
  const first = months[0]
  const lastMonth = months.at(-1)
  if (!first || !lastMonth) return null
  const info = indexInfo(index)
  const coverage = LAST_MONTHS[info.id]
  const texts = typedTexts(field.value)
  const span =
    first === lastMonth ? formatMonth(first) : `${formatMonth(first)} a ${formatMonth(lastMonth)}`
  const monthField = (month: YearMonth): FieldState => ({
    id: `${field.id}-${month}`,
    name: `${field.name}-${month}`,
    value: texts[month] ?? '',
    error: undefined,
    errorId: `${field.id}-${month}-erro`,
    spec: RATE_SPEC,
    setValue: (text) => field.setValue(textOf({ ...texts, [month]: text })),
  })
  return (
    <fieldset className="border-border flex flex-col gap-3 rounded-md border p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">Meses que faltam nos dados</legend>
      <p className="text-sm">
        {capitalize(withArticle(info.name))} de {span} ainda não está nos dados do site (dados até{' '}
        {formatMonth(coverage.last ?? '')}). Se já foi divulgado, informe a taxa de cada mês como
        publicada ({coverage.publisher}):
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {months.map((month) => (
          <NumberField
            key={month}
            field={monthField(month)}
            label={`${info.name} de ${formatMonth(month)}`}
            placeholder="Ex.: 0,45"
          />
        ))}
      </div>
      {field.error ? (
        <p id={field.errorId} className="text-destructive text-sm" role="alert">
          {field.error}
        </p>
      ) : null}
      {children}
    </fieldset>
  )
}
