import { formatNumber } from '@/utils/format.ts'
import { parseNumber } from '@/utils/parse-number.ts'

import type { FieldSpec } from './field-spec.ts'
import { yearlyFromMonthly } from '@/utils/float-figures.ts'

/**
 * Warnings for legal but implausible values (FieldSpec.warn): the value computes, and one line
 * beside the field asks the person to check it. The bounds are the product's choice, where a
 * typo is likelier than the real figure, and very few people live past 110.
 */

/** Any credit: about the dearest there is in Brazil (revolving credit-card debt). */
export const LOAN_RATE_LIMIT = 15
/** A property or vehicle financing: secured credit, whose rates stay far below a loan's (a
 * property around 1% a month, a vehicle around 2%); above 4% a month a typo is likelier. */
export const FINANCING_RATE_LIMIT = 4

/** The same limit as a yearly rate: 15% ao mês is (1 + 15%)^12 − 1 ≈ 435,03% ao ano. */
const yearlyOf = yearlyFromMonthly

/**
 * A rate field's warning above `monthlyLimit`% ao mês (or its yearly equivalent when
 * `periodField`, the select saying `mes` or `ano`, says `ano`; without it the rate is monthly).
 * A monthly rate that would be ordinary as a yearly one asks whether it was meant so, since the
 * period select defaults to "% ao mês" and a yearly rate is what banks advertise for a property.
 */
export function rateWarning(
  periodField?: string,
  monthlyLimit = LOAN_RATE_LIMIT,
): NonNullable<FieldSpec['warn']> {
  const yearlyLimit = yearlyOf(monthlyLimit)
  return (value, values) => {
    const yearly = periodField !== undefined && values[periodField] === 'ano'
    if (value <= (yearly ? yearlyLimit : monthlyLimit)) return undefined
    if (yearly) return `Acima de ${formatNumber(yearlyLimit, 2)}% ao ano: confira a taxa.`
    const above = `Acima de ${formatNumber(monthlyLimit, 2)}% ao mês`
    return periodField !== undefined && value <= yearlyLimit
      ? `${above}. Você quis dizer ${formatNumber(value, 4)}% ao ano?`
      : `${above}: confira a taxa.`
  }
}

const AGE_LIMIT = 110

/** An age field's warning. */
export const ageWarning: NonNullable<FieldSpec['warn']> = (value) =>
  value > AGE_LIMIT ? `Acima de ${AGE_LIMIT} anos: confira a idade.` : undefined

/**
 * A payslip or TRCT line's warning when it is more than `times` the salary typed in
 * `salaryField`: a tax or a deposit of a month is a fraction of it, so a larger one is likelier
 * a slipped comma than the figure on the paper.
 */
export function salaryShareWarning(salaryField: string, times = 1): NonNullable<FieldSpec['warn']> {
  return (value, values) => {
    const salary = parseNumber(values[salaryField] ?? '')
    if (salary === null || salary <= 0 || value <= salary * times) return undefined
    return times === 1
      ? 'Maior que o salário: confira o valor.'
      : `Mais de ${formatNumber(times, 0)} vezes o salário: confira o valor.`
  }
}
