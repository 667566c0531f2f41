import type { PjAnnexChoice } from '@/lib/clt-pj/clt-pj-options.ts'
import { formatMoney } from '@/utils/format.ts'

export const annexChoiceLabels: Record<PjAnnexChoice, string> = {
  auto: 'Automático: o melhor entre III e V',
  '3': 'Anexo III (pró-labore de 28%)',
  '5': 'Anexo V (pró-labore de um salário mínimo)',
}

export const annexName = (annex: 3 | 5) => (annex === 3 ? 'Anexo III' : 'Anexo V')

/** What the verdict needs of a result; the screen's copy, apart from the lib's types. */
type Verdict = {
  revenueSolved: boolean
  breakEvenRevenue: number | null
  monthlyDifference: number
  difference: number
}

/** The verdict in one sentence: who leaves more a month, or the revenue at which they tie. */
export function verdictText(r: Verdict): string {
  if (r.revenueSolved) {
    return r.breakEvenRevenue === null
      ? 'Nem no limite do Simples Nacional o PJ alcança a CLT'
      : `O PJ empata com a CLT faturando ${formatMoney(r.breakEvenRevenue)} por mês`
  }
  if (r.monthlyDifference === 0) return 'PJ e CLT deixam o mesmo por mês'
  const who = r.monthlyDifference > 0 ? 'PJ' : 'CLT'
  return `${who} rende ${formatMoney(Math.abs(r.monthlyDifference))} a mais por mês`
}
