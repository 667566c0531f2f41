import type { Verdict } from '@/lib/core/paid-line.ts'
import { formatMoney } from '@/utils/format.ts'

import type { CheckRow } from './check-table.tsx'

/** A check's verdicts in words (docs/legal/checks.md), for its table and its copied summary. */

const WORDS: Readonly<Record<Verdict, string>> = {
  confere: 'confere',
  'pago-a-menos': 'pago a menos',
  'pago-a-mais': 'pago a mais',
  'descontado-a-mais': 'descontado a mais',
  'descontado-a-menos': 'descontado a menos',
}

/** "descontado a mais R$ 181,40", or "confere". */
export function verdictText(verdict: Verdict, difference: number): string {
  return verdict === 'confere'
    ? WORDS.confere
    : `${WORDS[verdict]} ${formatMoney(Math.abs(difference))}`
}

/** The lines that do not check, one sentence each ("IRRF: descontado a mais R$ 19,08."), with
 * the typical error when the figures show one: what a copied summary keeps of the table. */
export function failedLines(rows: readonly CheckRow[]): string[] {
  return rows
    .filter((row) => row.verdict !== 'confere')
    .map(
      (row) =>
        `${row.name}: ${verdictText(row.verdict, row.difference)}.${row.flag ? ` ${row.flag}` : ''}`,
    )
}
