import { formatNumber } from '@/utils/format.ts'

import type { FieldSpec } from './field-spec.ts'

/**
 * Warnings for legal but implausible values (FieldSpec.warn): the value computes, and one line
 * beside the field asks the person to check it. The bounds are the product's choice, where a
 * typo is likelier than the real figure: 15% ao mês is about the dearest credit there is in
 * Brazil (revolving credit-card debt), and very few people live past 110.
 */

const MONTHLY_RATE_LIMIT = 15
// The same limit as a yearly rate: (1 + 15%)^12 − 1 ≈ 435,03% ao ano.
const YEARLY_RATE_LIMIT = ((1 + MONTHLY_RATE_LIMIT / 100) ** 12 - 1) * 100

/** A rate field's warning; `periodField` names the select saying whether it is `mes` or `ano`
 * (without it the rate is monthly). */
export function rateWarning(periodField?: string): NonNullable<FieldSpec['warn']> {
  return (value, values) => {
    const yearly = periodField !== undefined && values[periodField] === 'ano'
    const limit = yearly ? YEARLY_RATE_LIMIT : MONTHLY_RATE_LIMIT
    if (value <= limit) return undefined
    const written = yearly ? `${formatNumber(limit, 2)}% ao ano` : `${MONTHLY_RATE_LIMIT}% ao mês`
    return `Acima de ${written}: confira a taxa.`
  }
}

const AGE_LIMIT = 110

/** An age field's warning. */
export const ageWarning: NonNullable<FieldSpec['warn']> = (value) =>
  value > AGE_LIMIT ? `Acima de ${AGE_LIMIT} anos: confira a idade.` : undefined
