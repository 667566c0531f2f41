import { equivalentRate, periodWords, ratePeriodOf } from './rate-text.ts'

describe('rate texts', () => {
  it('an annual rate names its equivalent monthly rate (docs/decisions.md §3)', () => {
    expect(equivalentRate(12, 'ano', { monthly: 0.9489, annual: 12 })).toBe(
      'Taxa mensal equivalente a 12% ao ano: 0,9489% ao mês.',
    )
  })

  it('a monthly rate names its annual equivalent', () => {
    expect(equivalentRate(1, 'mes', { monthly: 1, annual: 12.68 })).toBe(
      'Taxa de 1% ao mês, equivalente a 12,68% ao ano.',
    )
    expect(equivalentRate(0.5, 'mes', { monthly: 0.5, annual: 6.1678 })).toBe(
      'Taxa de 0,5% ao mês, equivalente a 6,17% ao ano.',
    )
  })

  it('reads taxaPeriodo as the library does: only `ano` is yearly', () => {
    expect(ratePeriodOf('ano')).toBe('ano')
    expect(ratePeriodOf('mes')).toBe('mes')
    expect(ratePeriodOf(null)).toBe('mes')
    expect(periodWords('ano')).toBe('ao ano')
  })
})
