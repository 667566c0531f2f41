import fc from 'fast-check'

import { value as outcomeValue } from '@/test/outcome-value.ts'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateTip, type TipInput } from './tip.ts'

const value = (input: TipInput) => outcomeValue(calculateTip(input))

/** The figure the card shows in large: each person's share, or the total for one person. */
const shown = (v: ReturnType<typeof value>, people: number) =>
  moneyFig(people > 1 ? v.perPerson : v.totalAmount)

describe('calculateTip: Como calculamos', () => {
  it('docs/product.md §9 (the usual 10%, the catalogue example): R$ 100 for 3, step by step', () => {
    const v = value({ conta: 100, pessoas: 3, gorjeta: 10 })
    expect(stepsOutline(v.steps)).toEqual([
      'Gorjeta: 100.00 × 10% = 10.00',
      'Total com gorjeta: 100.00 + 10.00 = 110.00',
      'Gorjeta por pessoa: 10.00 ÷ 3 pessoas = 3.34',
      'Total por pessoa: 110.00 ÷ 3 pessoas = 36.67',
    ])
    // 110,00 ÷ 3 = 36,666…: the larger share, rounded up, with the note saying why.
    expect(v.steps.at(-1)?.rounding).toBe('up')
    expect(v.steps.at(-1)?.note).toMatch(/um centavo a menos/)
    expect(stepsProblems(v.steps, shown(v, 3))).toEqual([])
  })

  it('CLT art. 457 §3º (Lei 13.419/2017): the service charge is named as the staff’s tip', () => {
    const v = value({ conta: 100 })
    expect(v.steps[0]?.source).toMatch(/CLT art\. 457 §3º, Lei 13\.419\/2017/)
  })

  it('one person: two steps, ending on the total shown', () => {
    const v = value({ conta: 80, gorjeta: 15 })
    expect(stepsOutline(v.steps)).toEqual([
      'Gorjeta: 80.00 × 15% = 12.00',
      'Total com gorjeta: 80.00 + 12.00 = 92.00',
    ])
    expect(stepsProblems(v.steps, shown(v, 1))).toEqual([])
  })

  it('valor: the percentage is found from the amount typed (R$ 12 on R$ 80 is 15%)', () => {
    const v = value({ conta: 80, pessoas: 2, modo: 'valor', gorjeta: 12 })
    expect(stepsOutline(v.steps)).toEqual([
      'Gorjeta em % da conta: 12.00 ÷ 80.00 = 15%',
      'Total com gorjeta: 80.00 + 12.00 = 92.00',
      'Gorjeta por pessoa: 12.00 ÷ 2 pessoas = 6.00',
      'Total por pessoa: 92.00 ÷ 2 pessoas = 46.00',
    ])
    // An even split is exact: no rounding up, no note.
    expect(v.steps.at(-1)).not.toHaveProperty('rounding')
    expect(stepsProblems(v.steps, shown(v, 2))).toEqual([])
  })

  it('edges: a 0% tip, a 100% tip and the half cent (10% of R$ 10,05 is 1,005 → 1,01)', () => {
    expect(stepsOutline(value({ conta: 50, gorjeta: 0 }).steps)).toEqual([
      'Gorjeta: 50.00 × 0% = 0.00',
      'Total com gorjeta: 50.00 + 0.00 = 50.00',
    ])
    expect(stepsOutline(value({ conta: 50, gorjeta: 100 }).steps)).toEqual([
      'Gorjeta: 50.00 × 100% = 50.00',
      'Total com gorjeta: 50.00 + 50.00 = 100.00',
    ])
    expect(stepsOutline(value({ conta: 10.05, gorjeta: 10 }).steps)[0]).toBe(
      'Gorjeta: 10.05 × 10% = 1.01',
    )
    const free = value({ conta: 0.01, pessoas: 100, modo: 'valor', gorjeta: 0 })
    expect(stepsProblems(free.steps, shown(free, 100))).toEqual([])
  })

  it('property: the steps hold, chain, name their rule and end on the figure shown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('percentual', 'valor'),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, pessoas, modo, tip) => {
          const conta = cents / 100
          // A percentage up to 100,00% or an amount up to the bill, both in hundredths.
          const gorjeta = modo === 'percentual' ? tip / 100 : Math.min(tip, cents) / 100
          const v = value({ conta, pessoas, modo, gorjeta })
          expect(stepsProblems(v.steps, shown(v, pessoas))).toEqual([])
          for (const step of v.steps) expect(step.source, step.label).toBeTruthy()
        },
      ),
    )
  })
})
