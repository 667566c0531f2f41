import { D } from './money.ts'
import { annualToMonthly, fromPercent } from './rate.ts'
import { monthlyRateWithSteps, monthsWithSteps, stepNumber } from './rate-steps.ts'
import { stepHolds } from './step-check.ts'

describe('stepNumber', () => {
  it('keeps ten decimals, fewer when the whole part is long (15 significant digits)', () => {
    expect(stepNumber(new D('0.94887929345830457'))).toBe(0.9488792935)
    expect(stepNumber(new D('123456789.123456789'))).toBe(123456789.123457)
    expect(stepNumber(new D('1e20').plus('0.5'))).toBe(1e20)
    expect(stepNumber(new D('-0.00000000001'))).toBe(0)
  })
})

describe('monthlyRateWithSteps', () => {
  it('uses a monthly rate as typed, without a step', () => {
    const used = monthlyRateWithSteps(1.5, 'mes')
    expect(used.percent).toBe(1.5)
    expect(used.rate.toString()).toBe('0.015')
    expect(used.steps).toEqual([])
  })

  it('docs/decisions.md §3: 12% a.a. is 0,9488792935% a.m., and the formula uses exactly that', () => {
    const used = monthlyRateWithSteps(12, 'ano')
    expect(used.percent).toBe(0.9488792935)
    expect(used.rate.toString()).toBe('0.009488792935')
    expect(
      used.rate
        .minus(annualToMonthly(fromPercent(12)))
        .abs()
        .lt('1e-12'),
    ).toBe(true)
    expect(used.steps).toHaveLength(1)
    expect(stepHolds(used.steps[0]!)).toBe(true)
  })

  it('a tiny annual rate keeps its figure in exponent notation and still holds', () => {
    const used = monthlyRateWithSteps(0.00001, 'ano')
    expect(used.percent).toBe(8.333e-7)
    expect(stepHolds(used.steps[0]!)).toBe(true)
  })
})

describe('monthsWithSteps', () => {
  it('years × 12, months as typed', () => {
    expect(monthsWithSteps(3, 'meses')).toEqual({ months: 3, steps: [] })
    const years = monthsWithSteps(2, 'anos')
    expect(years.months).toBe(24)
    expect(stepHolds(years.steps[0]!)).toBe(true)
  })
})
