import fc from 'fast-check'

import { expectStepsExplain } from '@/test/expect-steps.ts'

import { calculateCompound, type CompoundInput } from './compound.ts'
import { money } from '../core/money.ts'
import { add, div, moneyFig, mul, numberFig, percentFig, pow, sub } from '../core/steps.ts'

function value(input: CompoundInput) {
  const r = calculateCompound(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const m = (x: number) => moneyFig(money(x))

describe('calculateCompound: Como calculamos', () => {
  it('numpy-financial TestFv: fv(0.075, 20, −2000) = 86609.362673 → R$ 86.609,36, step by step', () => {
    const v = value({ aporte: 2000, taxa: 7.5, periodo: 20 })
    const growth = pow(add(numberFig(1), percentFig(7.5)), numberFig(20))
    expect(v.steps).toEqual([
      {
        label: 'Valor final',
        expression: div(mul(m(2000), sub(growth, numberFig(1))), percentFig(7.5)),
        result: m(86609.36),
        source: 'Juros compostos: valor inicial × (1 + i)^n + aporte × ((1 + i)^n − 1) ÷ i',
      },
      {
        label: 'Total investido',
        expression: mul(m(2000), numberFig(20, 'meses')),
        result: m(40000),
      },
      {
        label: 'Total em juros',
        expression: sub(m(86609.36), m(40000)),
        result: m(46609.36),
      },
    ])
  })

  it('docs/decisions.md §3: 12% a.a. is 0,9488792935% a.m. and R$ 1.000 becomes R$ 1.120,00 in a year', () => {
    const v = value({ inicial: 1000, taxa: 12, taxaPeriodo: 'ano', periodo: 1, unidade: 'anos' })
    expect(v.steps.map((s) => [s.label, s.result.value])).toEqual([
      ['Prazo em meses', 12],
      ['Taxa mensal equivalente', 0.9488792935],
      ['Valor final', 1120],
      ['Total investido', 1000],
      ['Total em juros', 120],
    ])
    expect(v.steps[2]?.expression).toEqual(
      mul(m(1000), pow(add(numberFig(1), percentFig(0.9488792935)), numberFig(12))),
    )
  })

  it('numpy-financial test_some_rates_zero: fv(0, 5, −100) = 500, without compounding', () => {
    const v = value({ aporte: 100, taxa: 0, periodo: 5 })
    expect(v.steps[0]).toMatchObject({
      expression: mul(m(100), numberFig(5, 'meses')),
      result: m(500),
      source: 'Sem juros: valor inicial + aporte × n',
    })
  })

  it('property: any plan (zero rate included) recomputes from its steps to the card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true })),
        fc.constantFrom('mes', 'ano'),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('meses', 'anos'),
        (inicialCents, aporteCents, taxa, taxaPeriodo, periodo, unidade) => {
          fc.pre(inicialCents + aporteCents > 0)
          const input = {
            inicial: inicialCents / 100,
            aporte: aporteCents / 100,
            taxa,
            taxaPeriodo,
            periodo,
            unidade,
          }
          const r = calculateCompound(input)
          if (!r.ok) return // past R$ 10 trilhões: refused, nothing to explain
          const v = r.value
          expectStepsExplain(v.steps, {
            givens: [input.inicial, input.aporte, taxa, periodo, v.totalMonths],
            shown: [v.finalValue, v.totalContributed, v.totalInterest],
            last: v.totalInterest,
          })
        },
      ),
      { numRuns: 150 },
    )
  })
})
