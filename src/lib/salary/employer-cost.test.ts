import { describe, expect, it } from 'vitest'

import { money } from '../core/money.ts'
import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { employerCost } from './employer-cost.ts'

// Employer cost of a CLT salary: legal reference §4.1 (rates) and §4.3 (worked example, 2026,
// S = 10.000,00, lucro presumido, RAT 2%, FAP 1, terceiros 5,8%), in docs/legal/inss-irrf.md.
describe('legal reference §4.3: what a salary of 10.000,00 costs the employer', () => {
  it('lucro presumido or real: 27,8% + FGTS 8%, 181.066,67 a year, 15.088,89 a month', () => {
    const cost = employerCost(money(10000), 'geral')
    expect(cost.lines.map((l) => [l.key, l.amount])).toEqual([
      ['inss-patronal', 2000],
      ['rat', 200],
      ['terceiros', 580],
      ['fgts', 800],
    ])
    expect(cost.charges).toBe(3580)
    expect(cost.monthly).toBe(13580)
    expect(cost.yearly).toBe(181066.67)
    expect(cost.averagePerMonth).toBe(15088.89)
    expect(stepsProblems(cost.steps, moneyFig(money(15088.89)))).toEqual([])
  })

  it('Simples Nacional, Anexos I–III and V: the CPP is in the DAS, so FGTS only, 144.000,00 a year', () => {
    const cost = employerCost(money(10000), 'simples')
    expect(cost.lines.map((l) => l.key)).toEqual(['fgts'])
    expect(cost.monthly).toBe(10800)
    expect(cost.yearly).toBe(144000)
    expect(stepsProblems(cost.steps, moneyFig(money(12000)))).toEqual([])
  })

  it('rounds each charge to the cent (1.518,00: FGTS 121,44, INSS patronal 303,60)', () => {
    const cost = employerCost(money(1518), 'geral')
    expect(cost.lines.map((l) => l.amount)).toEqual([303.6, 30.36, 88.04, 121.44])
    expect(cost.monthly).toBe(2061.44)
  })
})
