/**
 * The média from a salary history (docs/legal/inss-retirement.md "A média"): every salário de
 * contribuição since 07/1994, 13º excluded (Decreto 3.048/1999 art. 32 §4º; Lei 8.212/1991 art.
 * 28 §7º), each month limited to that month's teto (Lei 8.212/1991 art. 28 §5º; salaries of the
 * same month from several jobs added first, Lei 8.213/1991 art. 32) and corrected by the INPC
 * month by month up to the month before the benefit starts (Decreto 3.048/1999 art. 33):
 *
 *   fator(c) = Π_{k = c … início − 1} (1 + INPC_k / 100), to 6 decimals
 *   corrigido = min(salário, teto_c) × fator(c), to the cent;  média = Σ corrigidos ÷ meses
 *
 * The site's INPC starts in 01/1995: months of 1994 are listed as not read. Months past the
 * data's last one are not corrected (said on screen). The divisor mínimo of Lei 8.213 art. 135-A
 * and the discarding of low salaries (EC 103 art. 26 §6º) are not applied.
 */
import { D, type Money, money } from '../core/money.ts'
import { inssCeilingOn } from '../law/tables/inss-ceiling-history.ts'
import { correctByIndex } from '../series/correct-by-index.ts'
import { inpc } from '../series/data/inpc.ts'
import { addMonths, type YearMonth } from '../series/monthly-series.ts'

export type SalaryLine = {
  readonly line: number
  readonly month: YearMonth
  readonly salary: number
}

export type SkippedLine = {
  readonly line: number
  readonly text: string
  readonly reason: 'ilegivel' | 'decimo-terceiro' | 'antes-1994' | 'sem-inpc' | 'depois-inicio'
}

export type CorrectedMonth = {
  readonly month: YearMonth
  readonly salary: Money
  readonly ceiling: Money
  readonly limited: Money
  readonly factor: number
  readonly corrected: Money
}

export type SalaryAverage = {
  /** Month the benefit starts. */
  readonly start: YearMonth
  /** Last INPC month used (the month before the start, or the data's last). */
  readonly correctedTo: YearMonth | null
  readonly months: readonly CorrectedMonth[]
  readonly skipped: readonly SkippedLine[]
  readonly linesRead: number
  readonly average: Money | null
}

const MONTH = /(?:^|[^\d/])(0[1-9]|1[0-3])\/(\d{4})(?![\d/])/
const AMOUNT = /(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{1,2}|\d+(?:\.\d{1,2})?)(?!\d)/

// The monthly rates only: the engine then compounds them (the MPS factors are products of the
// monthly INPC), not the ratio of IBGE's number-indices.
const { index: _index, ...INPC_RATES } = inpc

/** Reads "MM/AAAA valor" lines (CNIS "Remunerações" rows or typed), one salary per line. */
export function parseSalaryLines(text: string): { lines: SalaryLine[]; skipped: SkippedLine[] } {
  const lines: SalaryLine[] = []
  const skipped: SkippedLine[] = []
  text.split(/\r?\n/).forEach((raw, i) => {
    const row = raw.trim()
    if (row === '') return
    const m = MONTH.exec(row)
    const rest = m ? row.slice((m.index ?? 0) + m[0].length) : ''
    const a = AMOUNT.exec(rest)
    if (!m || !a) {
      skipped.push({ line: i + 1, text: row, reason: 'ilegivel' })
      return
    }
    if (m[1] === '13' || /13º|décimo|decimo/i.test(row)) {
      skipped.push({ line: i + 1, text: row, reason: 'decimo-terceiro' })
      return
    }
    const amount = (a[1] as string).includes(',')
      ? Number((a[1] as string).replace(/\./g, '').replace(',', '.'))
      : Number(a[1])
    if (!Number.isFinite(amount) || amount <= 0 || amount > 1e9) {
      skipped.push({ line: i + 1, text: row, reason: 'ilegivel' })
      return
    }
    lines.push({ line: i + 1, month: `${m[2] as string}-${m[1] as string}`, salary: amount })
  })
  return { lines, skipped }
}

/** The média for a benefit starting in month `start` (`AAAA-MM`). */
export function salaryAverage(text: string, start: YearMonth): SalaryAverage {
  const { lines, skipped } = parseSalaryLines(text)
  const out: SkippedLine[] = [...skipped]
  const byMonth = new Map<YearMonth, number>()
  for (const l of lines) {
    const reason =
      l.month < '1994-07'
        ? 'antes-1994'
        : l.month >= start
          ? 'depois-inicio'
          : inpc.first !== null && l.month < inpc.first
            ? 'sem-inpc'
            : null
    if (reason) out.push({ line: l.line, text: `${l.month} ${String(l.salary)}`, reason })
    else byMonth.set(l.month, new D(byMonth.get(l.month) ?? 0).plus(l.salary).toNumber())
  }
  const sorted = [...byMonth.keys()].sort()
  const first = sorted[0]
  const wanted = addMonths(start, -1)
  const end = inpc.last !== null && inpc.last < wanted ? inpc.last : wanted
  // The engine's compounding from the first month to the last, then each month's factor as the
  // whole product over the product before it.
  const acc = first !== undefined && first <= end ? correctByIndex(INPC_RATES, first, end) : null
  const cumulative = new Map(acc?.months.map((m) => [m.month, m.factor]) ?? [])
  const total = acc?.factor ?? 1
  const months = sorted.map((month): CorrectedMonth => {
    const salary = money(byMonth.get(month) ?? 0)
    const ceiling = money(inssCeilingOn(month)?.ceiling ?? salary)
    const limited = money(Math.min(salary, ceiling))
    const before = month === first ? 1 : (cumulative.get(addMonths(month, -1)) ?? total)
    const factor = month > end ? 1 : new D(total).div(before).toDecimalPlaces(6).toNumber()
    return {
      month,
      salary,
      ceiling,
      limited,
      factor,
      corrected: money(new D(limited).times(factor)),
    }
  })
  const sum = months.reduce((s, m) => s.plus(m.corrected), new D(0))
  return {
    start,
    correctedTo: acc ? end : null,
    months,
    skipped: out.sort((a, b) => a.line - b.line),
    linesRead: months.length,
    average: months.length > 0 ? money(sum.div(months.length)) : null,
  }
}

/** The corrected salaries as CSV (`;`, decimal comma, CRLF: opens in a pt-BR spreadsheet). */
export function salaryAverageCsv(r: SalaryAverage): string {
  const n = (v: number, places = 2) => v.toFixed(places).replace('.', ',')
  const rows = r.months.map((m) =>
    [m.month, n(m.salary), n(m.ceiling), n(m.limited), n(m.factor, 6), n(m.corrected)].join(';'),
  )
  return [
    'Competência;Salário;Teto do mês;Salário até o teto;Fator INPC;Salário corrigido',
    ...rows,
    `Média;;;;;${r.average === null ? '' : n(r.average)}`,
  ].join('\r\n')
}
