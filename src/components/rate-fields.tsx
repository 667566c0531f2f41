import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import type { FieldState } from '@/components/form/calculator-form-types.ts'
import type { RatePeriod } from '@/lib/core/rate.ts'
import { periodWords, ratePeriodOf } from '@/utils/rate-text.ts'

/**
 * The rate and term inputs of the loan and investment screens (docs/decisions.md §3, §4): a rate typed
 * "% ao mês" or "% ao ano" (`taxaPeriodo`), a term in months or years (`unidade`). Each number's
 * label follows its select, so it always names its unit.
 */

/**
 * A select whose default is the empty field: it shows `shown` (the value the field means), and
 * choosing the default empties the field, so the link leaves the default out (docs/decisions.md
 * §4) while old links that name it (`taxaPeriodo=mes`, `unidade=meses`) still open.
 */
function emptyByDefault(field: FieldState, shown: string, byDefault: string): FieldState {
  return {
    ...field,
    value: shown,
    setValue: (next) => {
      field.setValue(next === byDefault ? '' : next)
    },
  }
}

export function RateFields({
  rate,
  period,
  examples,
}: {
  rate: FieldState
  period: FieldState
  /** Placeholders for a monthly and a yearly rate. */
  examples: Record<RatePeriod, string>
}) {
  const current = ratePeriodOf(period.value)
  return (
    <>
      <NumberField
        field={rate}
        label={`Taxa de juros (% ${periodWords(current)})`}
        placeholder={`Ex.: ${examples[current]}`}
      />
      <SelectField
        field={emptyByDefault(period, current, 'mes')}
        label="A taxa é"
        options={[
          { value: 'mes', label: '% ao mês' },
          { value: 'ano', label: '% ao ano' },
        ]}
      />
    </>
  )
}

export function TermFields({
  term,
  unit,
  name,
  examples,
}: {
  term: FieldState
  unit: FieldState
  /** "Prazo", "Período". */
  name: string
  /** Placeholders for a term in months and in years. */
  examples: { meses: string; anos: string }
}) {
  const current = unit.value === 'anos' ? 'anos' : 'meses'
  return (
    <>
      <NumberField
        field={term}
        label={`${name} (${current})`}
        placeholder={`Ex.: ${examples[current]}`}
        unit={current}
      />
      <SelectField
        field={emptyByDefault(unit, current, 'meses')}
        label={`${name} em`}
        options={[
          { value: 'meses', label: 'Meses' },
          { value: 'anos', label: 'Anos' },
        ]}
      />
    </>
  )
}
