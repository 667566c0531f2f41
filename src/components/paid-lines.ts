import type { FieldSpec } from '@/components/form/field-spec.ts'
import { salaryShareWarning } from '@/components/form/plausible.ts'

/**
 * What the payslip and TRCT checks ask of a line as paid (docs/legal/checks.md), kept apart from
 * the verdict table, which loads only with a result.
 */

/**
 * A line as paid: an amount in reais, never negative, warned above `times` the salary (a line of
 * one month, or of a whole rescisão, is a known share of it). `required` is what the form says
 * when no line was typed at all, beside the one line that asks for it.
 */
export function paidLineField(what: string, times = 1, required?: string) {
  return {
    kind: 'money',
    warn: salaryShareWarning('salario', times),
    messages: {
      negative: `${what} não pode ser negativo.`,
      // Only the article is lowered: "o INSS", never "o inss".
      invalid: `Digite ${what.charAt(0).toLowerCase()}${what.slice(1)} em reais, como 1.234,56.`,
      ...(required === undefined ? {} : { required }),
    },
  } as const satisfies FieldSpec
}

/** The history's words for a check: how many lines to look at, never a figure of the paper. */
export function checkHistoryResult(wrong: number): string {
  return wrong === 0
    ? 'Todas as linhas conferem'
    : `${wrong} linha${wrong === 1 ? '' : 's'} a conferir`
}
