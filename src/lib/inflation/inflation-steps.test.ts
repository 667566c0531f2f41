import fc from 'fast-check'

import { expectStepsExplain } from '@/test/expect-steps.ts'

import { money } from '../core/money.ts'
import { add, div, moneyFig, mul, numberFig, percentFig, pow, sub } from '../core/steps.ts'
import { calculateInflation, type InflationInput } from './inflation.ts'

function value(input: InflationInput) {
  const r = calculateInflation(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const m = (x: number) => moneyFig(money(x))

describe('calculateInflation: Como calculamos', () => {
  it('R$ 1.000 at 4,5% a.a. for 10 years (1,045^10 = 1,5529694217…, 40-digit decimal), step by step', () => {
    const v = value({ valor: 1000, inflacao: 4.5, anos: 10 })
    const index = numberFig(1.5529694217)
    expect(v.steps).toEqual([
      {
        label: 'Índice acumulado',
        expression: pow(add(numberFig(1), percentFig(4.5)), numberFig(10)),
        result: index,
        source: 'Inflação composta: (1 + inflação anual)^anos',
      },
      {
        label: 'Inflação acumulada',
        expression: sub(index, numberFig(1)),
        result: percentFig(55.3),
      },
      {
        label: 'Valor futuro',
        expression: mul(m(1000), index),
        result: m(1552.97),
        source: 'Valor corrigido = valor × índice acumulado',
      },
      {
        label: 'Aumento de preço no período',
        expression: sub(m(1552.97), m(1000)),
        result: m(552.97),
      },
      {
        label: 'Poder de compra no fim do período',
        expression: div(m(1000), index),
        result: m(643.93),
        source: 'Poder de compra = valor ÷ índice acumulado',
      },
      {
        label: 'Perda de poder de compra',
        expression: sub(m(1000), m(643.93)),
        result: m(356.07),
      },
      {
        label: 'Perda de poder de compra (%)',
        expression: sub(numberFig(1), div(numberFig(1), index)),
        result: percentFig(35.61),
      },
    ])
  })

  it('decades of deep deflation keep the index from rounding to zero', () => {
    const v = value({ valor: 0.01, inflacao: -99, anos: 6 })
    expect(v.steps[0]?.result.value).toBe(1e-12)
    expect(v.purchasingPower).toBe(10_000_000_000)
  })

  it('property: any value, rate (zero and deflation included) and horizon recomputes from its steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.oneof(fc.constant(0), fc.double({ min: -99, max: 100, noNaN: true })),
        fc.oneof(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0.1, max: 100, noNaN: true })),
        (cents, inflacao, anos) => {
          const r = calculateInflation({ valor: cents / 100, inflacao, anos })
          if (!r.ok) return // past R$ 10 trilhões: refused, nothing to explain
          const v = r.value
          expectStepsExplain(v.steps, {
            givens: [cents / 100, inflacao, anos],
            shown: [
              v.futureValue,
              v.purchasingPower,
              v.totalInflation,
              v.inflationImpact,
              v.purchasingPowerLoss,
              v.purchasingPowerLossPercent,
            ],
            last: v.purchasingPowerLossPercent,
          })
        },
      ),
      { numRuns: 200 },
    )
  })
})
