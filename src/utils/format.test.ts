import {
  formatDate,
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
