import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectMoneySteps } from '@/test/expect-steps.ts'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { TABLE_YEARS } from '../law/tables/table-years.ts'
import { calculateMei, calculateSimples } from './tax.ts'

// "Como calculamos" (docs/como-calculamos.md): the steps re-evaluate, chain and end on the
// figure the screen shows, and every one names its law or formula.
describe('MEI: como calculamos', () => {
  it('2026, comércio e serviços: 5% of the minimum wage 1.621,00 (Decreto 12.797/2025) + R$ 1 ICMS + R$ 5 ISS = 87,05 (LC 123/2006, art. 18-A)', () => {
    const r = calculateMei({ faturamento: 5000, atividade: 'ambos', ano: 2026 }, 2026)
    if (!r.ok) throw new Error('invalid')
    expectMoneySteps(r.value.steps, r.value.monthlyTax)
    expect(stepsOutline(r.value.steps)).toEqual([
      'Limite de faturamento do ano: 81000.00',
      'Faturamento do ano: 5000.00 × 12 meses = 60000.00',
      'INSS do MEI: 1621.00 × 5% = 81.05',
      'ICMS: 1.00',
      'ISS: 5.00',
      'DAS mensal do MEI: 81.05 + 1.00 + 5.00 = 87.05',
    ])
  })

  it('the DAS of every year and activity is its parts, and the INSS is 5% of that year’s minimum wage', () => {
    for (const ano of TABLE_YEARS) {
      for (const atividade of ['comercio', 'servicos', 'ambos']) {
        const r = calculateMei({ faturamento: 0, atividade, ano }, 2026)
        if (!r.ok) throw new Error('invalid')
        expectMoneySteps(r.value.steps, r.value.monthlyTax)
      }
    }
  })

  it('every step holds, chains and ends on the DAS, for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 675_000 }),
        fc.constantFrom('comercio', 'servicos', 'ambos'),
        fc.constantFrom(...TABLE_YEARS),
        (cents, atividade, ano) => {
          const r = calculateMei({ faturamento: cents / 100, atividade, ano }, 2026)
          if (!r.ok) return
          expect(stepsProblems(r.value.steps, moneyFig(r.value.monthlyTax))).toEqual([])
        },
      ),
      { numRuns: 100 },
    )
  })
})

describe('Simples Nacional: como calculamos', () => {
  it('LC 123/2006 art. 18 §1º-A, Anexo I, RBT12 1.000.000: (1.000.000 × 10,7% − 22.500) ÷ 1.000.000 = 8,45%', () => {
    const r = calculateSimples(
      { faturamento: 100_000, anexo: 1, rbt12: 1_000_000, ano: 2026 },
      2026,
    )
    if (!r.ok) throw new Error('invalid')
    expectMoneySteps(r.value.steps, r.value.monthlyTax)
    expect(stepsOutline(r.value.steps)).toEqual([
      'Receita bruta dos últimos 12 meses (RBT12): 1000000.00',
      'Alíquota nominal (Anexo I, 4ª faixa): 10.7%',
      'Parcela a deduzir (Anexo I, 4ª faixa): 22500.00',
      'Alíquota efetiva: (1000000.00 × 10.7% − 22500.00) ÷ 1000000.00 = 8.45%',
      'DAS do mês: (1000000.00 × 10.7% − 22500.00) ÷ 1000000.00 × 100000.00 = 8450.00',
    ])
  })

  it('annualises the month when RBT12 is empty (art. 18 §2º): 15.000 × 12 = 180.000 → 4%', () => {
    const r = calculateSimples({ faturamento: 15_000, anexo: 1 }, 2026)
    if (!r.ok) throw new Error('invalid')
    expectMoneySteps(r.value.steps, r.value.monthlyTax)
    expect(stepsOutline(r.value.steps)[0]).toBe(
      'Receita bruta dos últimos 12 meses (RBT12): 15000.00 × 12 = 180000.00',
    )
  })

  it('every step holds, chains and ends on the DAS, for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40_000_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.integer({ min: 1, max: 480_000_000 })),
        (cents, anexo, rbt12Cents) => {
          const r = calculateSimples(
            {
              faturamento: cents / 100,
              anexo,
              rbt12: rbt12Cents === null ? null : rbt12Cents / 100,
            },
            2026,
          )
          if (!r.ok) return
          expect(stepsProblems(r.value.steps, moneyFig(r.value.monthlyTax))).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })
})
