// The shipped series held to the 12-month figures IBGE and FGV published for periods ending in
// 2025 and 2026 (docs/legal/official-series.md, "Checks"), to 0,01 p.p. like the yearly figures:
// the publisher computes from index numbers, the data compound 2-decimal monthly rates, so the
// two may differ by 0,01 p.p. once both are rounded to 2 decimals. Where the data ship the
// publisher's number index, a span is índice(fim) ÷ índice(início − 1) and must match.
import { igpm } from '../lib/series/data/igpm.ts'
import { inpc } from '../lib/series/data/inpc.ts'
import { ipca } from '../lib/series/data/ipca.ts'
import type { MonthlySeries } from '../lib/series/monthly-series.ts'

/** The 12 months ending at `end`, oldest first. */
function twelveMonths(end: string): string[] {
  const [year = 0, month = 0] = end.split('-').map(Number)
  return Array.from({ length: 12 }, (_, i) => {
    const total = year * 12 + (month - 1) - (11 - i)
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`
  })
}

/** The 12-month variation (%) ending at `end`, by the index when shipped, else compounded. */
function twelveMonthPercent(series: MonthlySeries, end: string): number {
  const months = twelveMonths(end)
  const index = (series as MonthlySeries & { index?: Readonly<Record<string, number>> }).index
  const [first = ''] = months
  const [y = 0, m = 0] = first.split('-').map(Number)
  const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
  const from = index?.[before]
  const to = index?.[end]
  if (from && to) return (to / from - 1) * 100
  const factor = months.reduce((f, month) => {
    const rate = series.values[month]
    if (rate === undefined) throw new Error(`${series.id} lacks ${month}`)
    return f * (1 + rate / 100)
  }, 1)
  return (factor - 1) * 100
}

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals

// Where each published figure was read (stored public copies; data/series/README.md).
const SGS_13522 =
  'SGS 13522 (IPCA acumulado em 12 meses, IBGE), Fexndev/monitor-economia-br data/ipca.json @ff7f0d8'
const SGS_13522_2026 =
  "SGS 13522, saved answer 'Série 13522 (IPCA acumulado em 12 meses)' of 2026-09"
const IBGE_SEP_2026 =
  "IBGE's release of 09/10/2026 (a news item citing Agência Brasil; 'Monitor de inflação: IPCA de set/26')"

/** 12-month IPCA as IBGE published it, by the period's last month. */
const IPCA_12M: Record<string, [number, string]> = {
  '2025-01': [4.56, SGS_13522],
  '2025-02': [5.06, SGS_13522],
  '2025-03': [5.48, SGS_13522],
  '2025-04': [5.53, SGS_13522],
  '2025-05': [5.32, SGS_13522],
  '2025-06': [5.35, SGS_13522],
  '2025-07': [5.23, SGS_13522],
  '2025-08': [5.13, SGS_13522],
  '2025-09': [5.17, SGS_13522],
  '2025-10': [4.68, SGS_13522],
  '2025-11': [4.46, SGS_13522],
  '2025-12': [4.26, SGS_13522],
  '2026-01': [4.44, SGS_13522],
  '2026-02': [3.81, SGS_13522],
  '2026-03': [4.14, SGS_13522],
  '2026-04': [4.39, SGS_13522],
  '2026-05': [4.72, SGS_13522_2026],
  '2026-06': [4.64, SGS_13522_2026],
  '2026-07': [4.44, SGS_13522_2026],
  '2026-08': [4.22, SGS_13522_2026],
  '2026-09': [4.58, IBGE_SEP_2026],
}

/** 12-month IGP-M as FGV published it. */
const IGPM_12M: Record<string, [number, string]> = {
  '2025-06': [4.39, 'FGV, June 2025 release (docs/legal/official-series.md, rent example)'],
  '2025-12': [-1.05, 'FGV, December 2025 release, folhape 2025-12-29'],
  '2026-07': [2.76, "FGV, via the Ministério da Fazenda's 'Informativo IGP-M jul/2026'"],
  '2026-09': [3.34, 'FGV IBRE, "IGP-M sobe 1,57% em setembro", 29/09/2026'],
}

describe('12-month accumulations ending in 2025 and 2026 against the published figures', () => {
  it.each(Object.entries(IPCA_12M))('IPCA, 12 months to %s: %j', (end, [published]) => {
    expect(Math.abs(round(twelveMonthPercent(ipca, end), 2) - published)).toBeLessThanOrEqual(
      0.01 + 1e-9,
    )
  })

  it.each(Object.entries(IGPM_12M))('IGP-M, 12 months to %s: %j', (end, [published]) => {
    expect(Math.abs(round(twelveMonthPercent(igpm, end), 2) - published)).toBeLessThanOrEqual(
      0.01 + 1e-9,
    )
  })

  it('INPC, 12 months to 2025-12: 3,90 (IBGE) and to 2026-08: 4,0 (quoted with one decimal)', () => {
    expect(Math.abs(round(twelveMonthPercent(inpc, '2025-12'), 2) - 3.9)).toBeLessThanOrEqual(
      0.01 + 1e-9,
    )
    // A public fact-check note of 2026-09 quotes the INPC to August 2026 as 4,0% in 12 months.
    expect(round(twelveMonthPercent(inpc, '2026-08'), 1)).toBe(4)
  })

  it('counts the 12 months the publisher counts, across a year', () => {
    expect(twelveMonths('2026-02')).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
  })
})
