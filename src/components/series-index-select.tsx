import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { type SelectOption, SelectField } from '@/components/form/select-field.tsx'
import { seriesCoverage } from '@/components/series-months.ts'
import { LAST_MONTHS } from '@/lib/series/data/last-months.ts'
import type { SeriesCoverage } from '@/lib/series/monthly-series.ts'

const COVERAGE: Partial<Record<string, SeriesCoverage>> = LAST_MONTHS

type SeriesIndexSelectProps = {
  field: FieldState
  label: string
  options: readonly SelectOption[]
  /** Said after the data's last month ("CDI: em breve."). */
  more?: string
}

/**
 * The index select of a screen on an official series, its hint saying until when the chosen
 * index goes. The month comes from last-months.ts, a few bytes, not from the series: the hint is
 * in the prerendered HTML, and hydration finds the same text.
 */
export function SeriesIndexSelect({ field, label, options, more }: SeriesIndexSelectProps) {
  const chosen = COVERAGE[field.value]
  const hint = [chosen ? seriesCoverage(chosen) : '', more].filter(Boolean).join(' ')
  return (
    <SelectField field={field} label={label} options={options} {...(hint === '' ? {} : { hint })} />
  )
}
