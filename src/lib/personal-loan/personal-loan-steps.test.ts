import fc from 'fast-check'

import { expectStepsExplain } from '@/test/expect-steps.ts'

import { money } from '../core/money.ts'
import { add, div, moneyFig, mul, numberFig, percentFig, pow, sub } from '../core/steps.ts'
import { calculatePersonalLoan, type PersonalLoanInput } from './personal-loan.ts'

function value(input: PersonalLoanInput) {
  const r = calculatePersonalLoan(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const m = (x: number) => moneyFig(money(x))
const counts = (n: number) => Array.from({ length: n + 1 }, (_, k) => k)

describe('calculatePersonalLoan: Como calculamos', () => {
  it('docs/decisions.md §3 and numpy-financial pmt: R$ 10.000 at 12% a.a. in 1 year, 0,9488792935% a.m., R$ 885,62', () => {
    // pmt(1.12 ** (1/12) − 1, 12, −10000) = 885.6207… (numpy-financial); 1,12^(1/12) − 1 =
    // 0,00948879293458…, shown and used with ten decimals of a percentage.
    const v = value({ valor: 10000, taxa: 12, taxaPeriodo: 'ano', prazo: 1, unidade: 'anos' })
    expect(v.steps).toEqual([
      {
        label: 'Prazo em meses',
        expression: mul(numberFig(1, 'anos'), numberFig(12)),
        result: numberFig(12, 'meses'),
      },
      {
        label: 'Taxa mensal equivalente',
        expression: sub(
          pow(add(numberFig(1), percentFig(12)), div(numberFig(1), numberFig(12))),
          numberFig(1),
        ),
        result: percentFig(0.9488792935),
        source: 'Taxas equivalentes: (1 + taxa anual)^(1/12) − 1',
      },
      {
        label: 'Parcela (Tabela Price)',
        expression: div(
          mul(m(10000), percentFig(0.9488792935)),
          sub(numberFig(1), pow(add(numberFig(1), percentFig(0.9488792935)), numberFig(-12))),
        ),
        result: m(885.62),
        source: 'Tabela Price: valor × i ÷ (1 − (1 + i)^−n)',
      },
      {
        label: 'Total pago',
        expression: mul(m(885.62), numberFig(12, 'parcelas')),
        result: m(10627.44),
        source: 'Soma das parcelas da tabela',
      },
      {
        label: 'Total de juros',
        expression: sub(m(10627.44), m(10000)),
        result: m(627.44),
        source: 'Total pago − valor financiado',
      },
      {
        label: 'Juros em relação ao valor emprestado',
        expression: div(m(627.44), m(10000)),
        result: percentFig(6.27),
      },
    ])
  })

  it('a monthly rate is used as typed: no conversion step', () => {
    const v = value({ valor: 10000, taxa: 2, prazo: 12 })
    expect(v.steps[0]?.label).toBe('Parcela (Tabela Price)')
    expectStepsExplain(v.steps, {
      givens: [10000, 2, -12, ...counts(12)],
      shown: [v.monthlyPayment, v.totalInterest, v.totalPayment, v.interestPercentage],
      last: v.interestPercentage,
    })
  })

  it('property: for any loan (zero rate included) the steps recompute the card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e11 }),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1000, noNaN: true })),
        fc.constantFrom('mes', 'ano'),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom('meses', 'anos'),
        (cents, taxa, taxaPeriodo, prazo, unidade) => {
          const v = value({ valor: cents / 100, taxa, taxaPeriodo, prazo, unidade })
          const n = v.totalMonths
          expectStepsExplain(v.steps, {
            givens: [
              cents / 100,
              taxa,
              prazo,
              -n,
              ...counts(n),
              ...v.schedule.map((r) => r.parcela),
            ],
            shown: [
              v.monthlyPayment,
              v.lastPayment,
              v.totalInterest,
              v.totalPayment,
              v.interestPercentage,
            ],
            last: v.interestPercentage,
          })
        },
      ),
      { numRuns: 150 },
    )
  })
})
