import { iofRate, irRate, lciMinimumMonths } from '../../fixed-income/fixed-income-rules.ts'
import {
  FIXED_INCOME_IR,
  LCI_LCA_MINIMUM_TERMS,
  REDEMPTION_IOF,
  SAVINGS_RULE,
  TESOURO_SELIC_CUSTODY,
} from './fixed-income-rules.ts'

// docs/legal/fixed-income.md: the figures of renda fixa, each from its instrument.

describe('IR on the yield (Lei 11.033/2004 art. 1º)', () => {
  it('is 22,5% up to 180 days, 20% up to 360, 17,5% up to 720, 15% after', () => {
    expect(FIXED_INCOME_IR.brackets.map((b) => [b.upToDays, b.percent])).toEqual([
      [180, 22.5],
      [360, 20],
      [720, 17.5],
    ])
    expect(FIXED_INCOME_IR.abovePercent).toBe(15)
  })

  it.each([
    [1, 22.5],
    [180, 22.5],
    [181, 20],
    [360, 20],
    [361, 17.5],
    [720, 17.5],
    [721, 15],
    [10950, 15],
  ])('%i days held: %d%%', (days, percent) => {
    expect(irRate(days)).toBe(percent)
  })
})

describe('IOF on a redemption before 30 days (Decreto 6.306/2007 Anexo)', () => {
  it('taxes (30 − d)/30 of the yield on day d, truncated to a whole percent, 96% to 3%', () => {
    expect(REDEMPTION_IOF.percentByDay).toHaveLength(29)
    REDEMPTION_IOF.percentByDay.forEach((percent, index) => {
      const day = index + 1
      expect(percent).toBe(Math.floor(((30 - day) * 100) / 30))
    })
  })

  it('is none on the day of application and from day 30 on', () => {
    expect([iofRate(0), iofRate(30), iofRate(31), iofRate(365)]).toEqual([0, 0, 0, 0])
    expect([iofRate(1), iofRate(29)]).toEqual([96, 3])
  })
})

describe('poupança (Lei 8.177/1991 art. 12, Lei 12.703/2012)', () => {
  it('0,5% a month above a Selic of 8,5%, else 70% of the Selic', () => {
    expect(SAVINGS_RULE).toMatchObject({
      selicAbovePercent: 8.5,
      monthlyPercent: 0.5,
      selicSharePercent: 70,
    })
  })
})

describe('minimum terms of a new LCI/LCA (CMN)', () => {
  it('are listed newest first', () => {
    const froms = LCI_LCA_MINIMUM_TERMS.map((t) => t.from)
    expect(froms).toEqual([...froms].sort().reverse())
  })

  it.each([
    ['2025-05-22', { lci: 6, lca: 6 }],
    ['2025-05-21', { lci: 9, lca: 9 }],
    ['2024-08-22', { lci: 9, lca: 9 }],
    ['2024-08-21', { lci: 12, lca: 9 }],
    ['2024-02-01', { lci: 12, lca: 9 }],
    ['2024-01-31', { lci: 3, lca: 3 }],
  ])('issued %s', (issued, months) => {
    expect(lciMinimumMonths(issued)).toEqual(months)
  })
})

it('Tesouro Selic custody: 0,20% a year above R$ 10.000 (B3)', () => {
  expect(TESOURO_SELIC_CUSTODY).toMatchObject({ yearlyPercent: 0.2, exemptUpTo: 10000 })
})
