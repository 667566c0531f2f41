import type { MonthRow } from '@/lib/compound/compound-months.ts'
import { toCsv } from '@/utils/csv.ts'

export const MONTH_COLUMNS = [
  'Mês',
  'Juros no mês (R$)',
  'Total aportado (R$)',
  'Juros acumulados (R$)',
  'Saldo (R$)',
] as const

/** Every month as CSV for a Brazilian spreadsheet (utils/csv.ts), the month a plain count. */
export function monthCsv(rows: readonly MonthRow[]): string {
  return toCsv([
    MONTH_COLUMNS,
    ...rows.map((r) => [String(r.mes), r.jurosMes, r.aportado, r.juros, r.saldo]),
  ])
}
