import fc from 'fast-check'

import { withSiteMinus } from '@/test/intl-text.ts'

import {
  formatDate,
  formatDateTime,
  formatInteger,
  formatLongDate,
  formatMonth,
  formatShortMonth,
  formatMoney,
  formatNumber,
  formatPercent,
  formatWeekday,
  todayIso,
} from './format.ts'

describe('pt-BR formatting (docs/decisions.md §1)', () => {
  it('writes money with a non-breaking space after R$', () => {
    expect(formatMoney(1234.56)).toBe('R$\u00a01.234,56')
    expect(formatMoney(0)).toBe('R$\u00a00,00')
    expect(formatMoney(-0)).toBe('R$\u00a00,00')
  })

  it('writes negatives with the minus sign (U+2212), never a hyphen or a signed zero', () => {
    expect(formatMoney(-10.5)).toBe('\u2212R$\u00a010,50')
    expect(formatPercent(-20)).toBe('\u221220,00%')
    expect(formatNumber(-1234.5)).toBe('\u22121.234,5')
    expect(formatInteger(-3)).toBe('\u22123')
    expect(formatNumber(-0.001, 2)).toBe('0')
    expect(formatMoney(-0.004)).toBe('R$\u00a00,00')
    expect(formatInteger(-0.4)).toBe('0')
  })

  it('never writes NaN or Infinity', () => {
    expect(formatMoney(Number.NaN)).toBe('R$\u00a00,00')
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('0,00%')
    expect(formatNumber(Number.NaN)).toBe('0')
  })

  it('writes percentages with two decimals and a comma', () => {
    expect(formatPercent(12.34)).toBe('12,34%')
    expect(formatPercent(0.948879, 4)).toBe('0,9489%')
  })

  it('writes numbers without trailing zeros', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5')
    expect(formatNumber(0.1 + 0.2, 6)).toBe('0,3')
    expect(formatInteger(1234567)).toBe('1.234.567')
  })

  it('writes calendar dates without shifting the day', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026')
    expect(formatLongDate('2026-11-22')).toBe('22 de novembro de 2026')
    expect(formatLongDate('2024-02-29')).toBe('29 de fevereiro de 2024')
    expect(formatWeekday('2026-11-22')).toBe('domingo')
    expect(formatMonth('2026-01')).toBe('janeiro de 2026')
    expect(formatMonth('2026-13')).toBe('')
    // The Calculadora do Cidadão's short month, without Intl's period ("dez.").
    expect(formatShortMonth('2024-12')).toBe('dez/2024')
    expect(formatShortMonth('2025-03')).toBe('mar/2025')
    expect(formatDate('garbage')).toBe('')
  })

  it('reads today in the local calendar', () => {
    expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22')
  })
})

/*
 * The functions above write by hand what Intl writes for pt-BR (the first Intl object costs a slow
 * phone a long task). Intl itself is the authority: on random doubles of every magnitude, on
 * decimals at a rounding half (1,005 → 1,01: Intl rounds the shortest decimal, not the binary
 * value) and on every calendar date from year 1 to 9999, the text must be Intl's, with the minus
 * sign the site uses.
 */
describe('the same text as Intl pt-BR', () => {
  const intl = (min: number, max: number) => (value: number) =>
    withSiteMinus(
      new Intl.NumberFormat('pt-BR', {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      }).format(value),
    )
  const intlMoney = (value: number) =>
    withSiteMinus(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value),
    )

  // Every magnitude, and short decimals that sit on a rounding half (1.005, -2.675, 0.125).
  const values = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }),
    fc
      .tuple(fc.integer({ min: -2e9, max: 2e9 }), fc.integer({ min: 0, max: 8 }))
      .map(([n, k]) => n / 10 ** k),
  )
  const digits = fc.integer({ min: 0, max: 8 })

  it('writes money, numbers, percentages and counts as Intl does', () => {
    fc.assert(
      fc.property(values, digits, digits, (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        expect(formatMoney(value)).toBe(intlMoney(value))
        expect(formatNumber(value, max, min)).toBe(intl(min, max)(value))
        expect(formatPercent(value, max)).toBe(`${intl(max, max)(value)}%`)
        expect(formatInteger(value)).toBe(intl(0, 0)(Math.round(value)))
      }),
      { numRuns: 2000 },
    )
  })

  it('rounds the halves Intl rounds up', () => {
    expect(formatNumber(1.005)).toBe('1,01')
    expect(formatNumber(-2.675)).toBe('\u22122,68')
    expect(formatMoney(0.125)).toBe('R$\u00a00,13')
    expect(formatNumber(999.995)).toBe('1.000')
    expect(formatNumber(1e-7, 8)).toBe('0,0000001')
    expect(formatNumber(2 ** 70)).toBe('1.180.591.620.717.411.300.000')
  })

  const isoDates = fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10))
  const intlDate = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: 'UTC' })
    return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`))
  }

  it('writes dates, months and weekdays as Intl does, from year 1 to 9999', () => {
    const short = intlDate({ day: '2-digit', month: '2-digit', year: 'numeric' })
    const long = intlDate({ day: 'numeric', month: 'long', year: 'numeric' })
    const month = intlDate({ month: 'long', year: 'numeric' })
    const weekday = intlDate({ weekday: 'long' })
    fc.assert(
      fc.property(isoDates, (iso) => {
        expect(formatDate(iso)).toBe(short(iso))
        expect(formatLongDate(iso)).toBe(long(iso))
        expect(formatMonth(iso.slice(0, 7))).toBe(month(iso))
        expect(formatWeekday(iso)).toBe(weekday(iso))
      }),
      { numRuns: 2000 },
    )
    // A day past the month's end reads as Date reads it, as it did when Intl wrote it.
    expect(formatLongDate('2026-02-30')).toBe(long('2026-02-30'))
    // One whole week, Sunday to Saturday: the "-feira" days and the two without it.
    const week = Array.from({ length: 7 }, (_, i) => `2026-11-${22 + i}`)
    expect(week.map(formatWeekday)).toEqual(week.map(weekday))
  })

  it("writes a moment in the visitor's clock as Intl does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800000 }), (epochMs) => {
        const date = new Date(epochMs)
        const intlDay = new Intl.DateTimeFormat('pt-BR', {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
        }).format(date)
        const intlTime = new Intl.DateTimeFormat('pt-BR', {
          hour: '2-digit',
          minute: '2-digit',
        }).format(date)
        expect(formatDateTime(epochMs)).toBe(`${intlDay} às ${intlTime}`)
      }),
      { numRuns: 500 },
    )
  })
})
