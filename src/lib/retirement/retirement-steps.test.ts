import fc from 'fast-check'

import { expectStepsExplain } from '@/test/expect-steps.ts'

import { money } from '../core/money.ts'
import { add, div, moneyFig, mul, numberFig, percentFig, pow, sub } from '../core/steps.ts'
import { calculateRetirement, type RetirementInput } from './retirement.ts'

function value(input: RetirementInput) {
  const r = calculateRetirement(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const m = (x: number) => moneyFig(money(x))

describe('calculateRetirement: Como calculamos', () => {
  it('30 → 60 years, R$ 10.000 + R$ 500/month at 8% a.a., goal R$ 1 milhão (40-digit decimal reference), step by step', () => {
    const v = value({
      idade: 30,
      idadeAposentadoria: 60,
      patrimonio: 10000,
      aporte: 500,
      rentabilidade: 8,
      meta: 1_000_000,
    })
    const i = percentFig(0.643403011)
    const growth = pow(add(numberFig(1), i), numberFig(360))
    expect(v.steps).toEqual([
      {
        label: 'Meses até a aposentadoria',
        expression: mul(sub(numberFig(60, 'anos'), numberFig(30, 'anos')), numberFig(12)),
        result: numberFig(360, 'meses'),
      },
      {
        label: 'Taxa mensal equivalente',
        expression: sub(
          pow(add(numberFig(1), percentFig(8)), div(numberFig(1), numberFig(12))),
          numberFig(1),
        ),
        result: i,
        source: 'Taxas equivalentes: (1 + taxa anual)^(1/12) − 1',
      },
      {
        label: 'Patrimônio acumulado',
        expression: add(mul(m(10000), growth), div(mul(m(500), sub(growth, numberFig(1))), i)),
        result: m(804901.86),
        source: 'Juros compostos: valor inicial × (1 + i)^n + aporte × ((1 + i)^n − 1) ÷ i',
      },
      {
        label: 'Total aportado',
        expression: add(m(10000), mul(m(500), numberFig(360, 'meses'))),
        result: m(190000),
      },
      {
        label: 'Juros ganhos',
        expression: sub(m(804901.86), m(190000)),
        result: m(614901.86),
      },
      {
        label: 'Patrimônio em dinheiro de hoje',
        expression: div(
          m(804901.86),
          pow(add(numberFig(1), percentFig(4)), div(numberFig(360, 'meses'), numberFig(12))),
        ),
        // 804.901,86 ÷ 1,04^30 (= 3,2433975…) = 248.166,27 (Python decimal, 40 digits)
        result: m(248166.27),
        source: 'Valor de hoje: acumulado ÷ (1 + inflação anual)^(meses ÷ 12)',
      },
      {
        label: 'Falta para a meta',
        expression: sub(m(1_000_000), m(804901.86)),
        result: m(195098.14),
      },
      {
        label: 'Aporte mensal necessário para a meta',
        expression: div(
          mul(sub(m(1_000_000), mul(m(10000), growth)), i),
          sub(growth, numberFig(1)),
        ),
        result: m(638.51),
        rounding: 'up',
        source: 'Aporte para a meta: (meta − valor atual × (1 + i)^n) × i ÷ ((1 + i)^n − 1)',
        note: 'Arredondado para cima, para que o aporte alcance a meta.',
      },
    ])
  })

  it('zero return: the goal split evenly, (2.400 − 0) ÷ 12 = 200', () => {
    const v = value({
      idade: 40,
      idadeAposentadoria: 41,
      aporte: 100,
      rentabilidade: 0,
      meta: 2400,
    })
    expect(v.steps.at(-1)).toMatchObject({
      expression: div(m(2400), numberFig(12, 'meses')),
      result: m(200),
      source: 'Sem juros: (meta − valor atual) ÷ n',
    })
  })

  it('zero return with savings: (meta − valor atual) ÷ n', () => {
    const v = value({
      idade: 40,
      idadeAposentadoria: 41,
      patrimonio: 1200,
      rentabilidade: 0,
      meta: 2400,
    })
    expect(v.steps.at(-1)).toMatchObject({
      expression: div(sub(m(2400), m(1200)), numberFig(12, 'meses')),
      result: m(100),
    })
  })

  it('property: any plan (zero return included) recomputes from its steps to the card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true })),
        fc.integer({ min: 0, max: 1e10 }),
        (idade, anos, patrimonioCents, aporteCents, rentabilidade, metaCents) => {
          const input = {
            idade,
            idadeAposentadoria: Math.min(120, idade + anos),
            patrimonio: patrimonioCents / 100,
            aporte: aporteCents / 100,
            rentabilidade,
            meta: metaCents / 100,
          }
          const r = calculateRetirement(input)
          if (!r.ok) return // past R$ 10 trilhões: refused, nothing to explain
          const v = r.value
          const needed = v.monthlyNeeded > 0
          expectStepsExplain(v.steps, {
            givens: [
              input.patrimonio,
              input.aporte,
              input.meta,
              rentabilidade,
              idade,
              input.idadeAposentadoria,
              v.yearsToRetirement * 12,
              4,
            ],
            shown: [
              v.futureValue,
              v.totalContributed,
              v.interestEarned,
              v.today.value,
              ...(needed ? [v.shortfall, v.monthlyNeeded] : []),
            ],
            last: needed ? v.monthlyNeeded : v.today.value,
          })
        },
      ),
      { numRuns: 150 },
    )
  })
})
