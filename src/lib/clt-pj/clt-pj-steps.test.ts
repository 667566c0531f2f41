import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectMoneySteps } from '@/test/expect-steps.ts'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateCltPj, type CltPjInput } from './clt-pj.ts'

// "Como calculamos" (docs/como-calculamos.md): the steps re-evaluate, chain and end on the
// figure the screen shows (the monthly difference, or the break-even revenue), each naming its
// law or rule.
function run(input: Partial<CltPjInput>) {
  const outcome = calculateCltPj({ salario: 10000, contador: 300, ano: 2026, ...input }, 2026)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('CLT × PJ: como calculamos', () => {
  it('worked example of docs/legal/clt-pj.md (2026, PJ R$ 15.000): ends on PJ 4.185,16 a more a month', () => {
    const r = run({ faturamento: 15000 })
    expectMoneySteps(r.steps, r.monthlyDifference)
    const outline = stepsOutline(r.steps)
    expect(outline).toContain(
      'CLT: líquido do ano: 7442.36 × 11 meses + 9859.03 + 7442.36 = 99167.35',
    )
    expect(outline).toContain('Pró-labore: max(1621.00; 15000.00 × 28%) = 4200.00')
    expect(outline).toContain('Fator R: 4200.00 × 12 ÷ (15000.00 × 12) = 28%')
    expect(outline).toContain('INSS do pró-labore: min(4200.00; 8475.55) × 11% = 462.00')
    expect(outline).toContain(
      'Redução da Lei 15.270/2025 do pró-labore: min(144.76; 312.89) = 144.76',
    )
    expect(outline).toContain(
      'Lucro distribuído, isento: 15000.00 − 900.00 − 4200.00 − 300.00 = 9600.00',
    )
    expect(outline.slice(-4)).toEqual([
      'PJ: líquido do ano: 13338.00 × 12 meses = 160056.00',
      'Diferença no ano a favor do PJ: 160056.00 − 109834.02 = 50221.98',
      'CLT: média por mês: 109834.02 ÷ 12 meses = 9152.84',
      'Diferença por mês a favor do PJ: 13338.00 − 9152.84 = 4185.16',
    ])
  })

  it('worked example, no revenue: ends on the break-even 10.396,87', () => {
    const r = run({})
    expectMoneySteps(r.steps, 10396.87)
    expect(stepsOutline(r.steps).at(-1)).toBe('Faturamento em que o PJ empata com a CLT: 10396.87')
  })

  it('every step holds and chains, for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000_00, max: 60000_00 }),
        fc.option(fc.integer({ min: 1000_00, max: 120000_00 }), { nil: undefined }),
        fc.constantFrom('auto', '3', '5'),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(2024, 2025, 2026),
        (salaryCents, revenueCents, anexo, dependentes, ano) => {
          const r = run({
            salario: salaryCents / 100,
            faturamento: revenueCents === undefined ? undefined : revenueCents / 100,
            anexo,
            dependentes,
            ano,
          })
          const shown =
            r.revenueSolved && r.breakEvenRevenue !== null
              ? r.breakEvenRevenue
              : Math.abs(r.monthlyDifference)
          expect(stepsProblems(r.steps, moneyFig(shown as never))).toEqual([])
        },
      ),
      { numRuns: 30 },
    )
  })
})
