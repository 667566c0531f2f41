import { formatMoney } from '@/utils/format.ts'

/** The top of a payslip or TRCT check's result, beside its verdict table (check-table.tsx). */

/** "Todas as linhas conferem", or how many do not. */
export function checkSummary(wrong: number): string {
  return wrong === 0
    ? 'Todas as linhas conferem'
    : `${wrong} linha${wrong === 1 ? '' : 's'} não confere${wrong === 1 ? '' : 'm'}`
}

/** A check's main figure: the balance of the judged lines, named by whose favour it is in and
 * shown in the error colour when the person is owed money (docs/legal/checks.md). */
export function balanceFigure(balance: number) {
  return {
    label: balance >= 0 ? 'Diferença a seu favor' : 'Diferença a favor da empresa',
    value: formatMoney(Math.abs(balance)),
    tone: balance > 0 ? ('negative' as const) : undefined,
  }
}
