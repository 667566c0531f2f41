import type { AmortizationRow } from '@/lib/core/amortization.ts'
import { sumMoney } from '@/lib/core/money.ts'

/**
 * CSV the way a Brazilian spreadsheet opens it with a double click: `;` between fields (the comma
 * is the decimal separator in pt-BR, so Excel's pt-BR locale splits on `;`), numbers with a
 * decimal comma and no grouping (`1234,56`, which Excel and LibreOffice read as a number), CRLF
 * line ends, and UTF-8 with a byte-order mark, without which Excel reads "Amortização" as
 * "AmortizaÃ§Ã£o".
 */

export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'

export type CsvCell = string | number | null

/** A number with a decimal comma and no grouping: 1234.5 → `1234,50`. */
export function csvNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return ''
  const text = value.toFixed(decimals)
  // toFixed keeps the sign of -0 and of tiny negatives that round to zero: "-0.00" is 0.
  return (/^-0(\.0*)?$/.test(text) ? text.slice(1) : text).replace('.', ',')
}

function field(cell: CsvCell): string {
  if (cell === null) return ''
  const text = typeof cell === 'number' ? csvNumber(cell) : cell
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows to CSV text (no BOM: {@link downloadCsv} adds it), each line ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(field).join(CSV_SEPARATOR) + '\r\n').join('')
}

export const AMORTIZATION_HEADER = [
  'Mês',
  'Parcela (R$)',
  'Juros (R$)',
  'Amortização (R$)',
  'Saldo devedor (R$)',
] as const

/** A column a screen adds to its schedule, before the balance (an extra payment, the IOF). */
export type ExtraColumn = {
  heading: string
  /** One value per row, in reais. */
  values: readonly number[]
  /** Decimals in the CSV (default 2): the IOF of each instalment is exact to 4. */
  csvDecimals?: number
  /** The totals line's figure; null leaves it empty. */
  total: number | null
}

/** An amortization schedule as CSV: a header, one line per month and a totals line. */
export function amortizationCsv(
  rows: readonly AmortizationRow[],
  extras: readonly ExtraColumn[] = [],
): string {
  const cell = (column: ExtraColumn, value: number | null) =>
    value === null ? null : csvNumber(value, column.csvDecimals ?? 2)
  return toCsv([
    [...AMORTIZATION_HEADER.slice(0, 4), ...extras.map((e) => e.heading), AMORTIZATION_HEADER[4]],
    // The month is a count, not money: `12`, not `12,00`.
    ...rows.map((r, i) => [
      String(r.mes),
      r.parcela,
      r.juros,
      r.amortizacao,
      ...extras.map((e) => cell(e, e.values[i] ?? 0)),
      r.saldo,
    ]),
    [
      'Total',
      sumMoney(...rows.map((r) => r.parcela)),
      sumMoney(...rows.map((r) => r.juros)),
      sumMoney(...rows.map((r) => r.amortizacao)),
      ...extras.map((e) => cell(e, e.total)),
      null,
    ],
  ])
}

/**
 * Offers `csv` as a file: a Blob (UTF-8 with BOM) behind an object URL, clicked through a
 * temporary link. The URL is revoked later, not at once: some browsers start reading the Blob
 * only after the click handler returns.
 */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
