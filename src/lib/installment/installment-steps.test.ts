import fc from 'fast-check'

import { expectStepsExplain } from '@/test/expect-steps.ts'

import { money } from '../core/money.ts'
import { add, div, moneyFig, mul, numberFig, percentFig, pow, sub } from '../core/steps.ts'
import { calculateInstallment, type InstallmentInput } from './installment.ts'

function value(input: InstallmentInput) {
  const r = calculateInstallment(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const m = (x: number) => moneyFig(money(x))

describe('calculateInstallment: Como calculamos', () => {
  it('docs/decisions.md §3 (rows checked in Python decimal): R$ 1.000 in 10 at 2% a.m., step by step', () => {
    const v = value({ valor: 1000, parcelas: 10, taxa: 2 })
    expect(v.steps).toEqual([
      {
        label: 'Parcela (Tabela Price)',
        expression: div(
          mul(m(1000), percentFig(2)),
          sub(numberFig(1), pow(add(numberFig(1), percentFig(2)), numberFig(-10))),
        ),
        result: m(111.33),
        source: 'Tabela Price: valor × i ÷ (1 − (1 + i)^−n)',
      },
      {
        label: 'Saldo devedor antes da última parcela',
        result: m(109.1),
        note: 'Saldo da penúltima linha da tabela.',
      },
      {
        label: 'Juros da última parcela',
        expression: mul(m(109.1), percentFig(2)),
        result: m(2.18),
        source: 'Juros do mês = saldo devedor × i',
      },
      {
        label: 'Última parcela',
        expression: add(m(109.1), m(2.18)),
        result: m(111.28),
        note: 'A última parcela quita o saldo inteiro, por isso absorve o resíduo dos arredondamentos da parcela.',
      },
      {
        label: 'Total pago',
        expression: add(
          mul(m(111.33), numberFig(9, 'parcelas')),
          moneyFig(money(111.28), 'última parcela'),
        ),
        result: m(1113.25),
        source: 'Soma das parcelas da tabela',
      },
      {
        label: 'Total de juros',
        expression: sub(m(1113.25), m(1000)),
        result: m(113.25),
        source: 'Total pago − valor financiado',
      },
    ])
  })

  it('numpy-financial test_pmt edge, zero rate: 1000 ÷ 3 = 333,33 and a last of 333,34', () => {
    const v = value({ valor: 1000, parcelas: 3, taxa: 0 })
    expect(v.steps[0]).toMatchObject({
      label: 'Parcela (sem juros)',
      expression: div(m(1000), numberFig(3, 'parcelas')),
      result: m(333.33),
    })
    expect(v.steps.map((s) => s.label)).toEqual([
      'Parcela (sem juros)',
      'Saldo devedor antes da última parcela',
      'Última parcela',
      'Total pago',
      'Total de juros',
    ])
    expectStepsExplain(v.steps, {
      givens: [1000, 0, 3, 2, -3],
      shown: [v.installmentValue, v.lastInstallment, v.totalInterest, v.totalPaid],
      last: v.totalInterest,
    })
  })

  it('numpy-financial test_pmt: every step of 15.000 in 60 at 8%/12 holds and they end at the interest', () => {
    const v = value({ valor: 15000, parcelas: 60, taxa: 8 / 12 })
    expectStepsExplain(v.steps, {
      givens: [15000, 8 / 12, 60, 59, -60],
      shown: [v.installmentValue, v.lastInstallment, v.totalInterest, v.totalPaid],
      last: v.totalInterest,
    })
  })

  it('property: for any amount, term and rate (zero included) the steps recompute the card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e11 }),
        fc.integer({ min: 1, max: 600 }),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true })),
        (cents, n, taxa) => {
          const v = value({ valor: cents / 100, parcelas: n, taxa })
          expectStepsExplain(v.steps, {
            givens: [
              cents / 100,
              taxa,
              -n,
              // Counts of equal instalments (0 … n) in the total's runs.
              ...Array.from({ length: n + 1 }, (_, k) => k),
              ...v.schedule.map((r) => r.saldo),
              ...v.schedule.map((r) => r.parcela),
            ],
            shown: [v.installmentValue, v.lastInstallment, v.totalInterest, v.totalPaid],
            last: v.totalInterest,
          })
        },
      ),
      { numRuns: 150 },
    )
  })
})
