import fc from 'fast-check'

import { expectStepsExplain } from '@/test/expect-steps.ts'

import { money } from '../core/money.ts'
import { add, div, moneyFig, mul, numberFig, percentFig, pow, sub } from '../core/steps.ts'
import { calculateFinancing, type FinancingInput } from './financing.ts'

function value(input: FinancingInput) {
  const r = calculateFinancing(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const m = (x: number) => moneyFig(money(x))
const counts = (n: number) => Array.from({ length: n + 1 }, (_, k) => k)

describe('calculateFinancing: Como calculamos', () => {
  it('docs/product.md §9 SAC: R$ 100.000 at 1% a.m. in 10 months, step by step', () => {
    const v = value({ valor: 100000, prazo: 10, taxa: 1, sistema: 'sac' })
    expect(v.steps).toEqual([
      {
        label: 'Amortização mensal',
        expression: div(m(100000), numberFig(10, 'parcelas')),
        result: m(10000),
        source: 'SAC: amortização constante, juros sobre o saldo devedor',
      },
      {
        label: 'Juros da primeira parcela',
        expression: mul(m(100000), percentFig(1)),
        result: m(1000),
        source: 'Juros do mês = saldo devedor × i',
      },
      {
        label: 'Primeira parcela',
        expression: add(m(10000), m(1000)),
        result: m(11000),
        source: 'Parcela = amortização + juros',
      },
      {
        label: 'Saldo devedor antes da última parcela',
        expression: sub(m(100000), mul(m(10000), numberFig(9, 'parcelas'))),
        result: m(10000),
      },
      {
        label: 'Juros da última parcela',
        expression: mul(m(10000), percentFig(1)),
        result: m(100),
        source: 'Juros do mês = saldo devedor × i',
      },
      {
        label: 'Última parcela',
        expression: add(m(10000), m(100)),
        result: m(10100),
        note: 'A última parcela quita o saldo inteiro, por isso absorve o resíduo dos arredondamentos da parcela.',
      },
      {
        label: 'Total de juros',
        result: m(5500),
        note: 'Soma dos juros de todos os meses, cada um sobre o saldo devedor do mês (coluna Juros da tabela).',
      },
      {
        label: 'Total pago',
        expression: add(m(100000), m(5500)),
        result: m(105500),
        source: 'Valor financiado + total de juros',
      },
    ])
  })

  it('docs/product.md §9 Price: 100000 × 1% ÷ (1 − 1,01^−10) = 10.558,21, ten equal instalments', () => {
    const v = value({ valor: 100000, prazo: 10, taxa: 1 })
    expect(v.steps).toEqual([
      {
        label: 'Parcela (Tabela Price)',
        expression: div(
          mul(m(100000), percentFig(1)),
          sub(numberFig(1), pow(add(numberFig(1), percentFig(1)), numberFig(-10))),
        ),
        result: m(10558.21),
        source: 'Tabela Price: valor × i ÷ (1 − (1 + i)^−n)',
      },
      {
        label: 'Total pago',
        expression: mul(m(10558.21), numberFig(10, 'parcelas')),
        result: m(105582.1),
        source: 'Soma das parcelas da tabela',
      },
      {
        label: 'Total de juros',
        expression: sub(m(105582.1), m(100000)),
        result: m(5582.1),
        source: 'Total pago − valor financiado',
      },
    ])
    // The screen shows the selected system's steps.
    expect(v.steps).toBe(v.price.steps)
  })

  it('zero rate, SAC: no interest steps, the amount split evenly', () => {
    const v = value({ valor: 1000, prazo: 3, taxa: 0, sistema: 'sac' })
    expect(v.steps.map((s) => s.label)).toEqual([
      'Amortização mensal',
      'Primeira parcela',
      'Saldo devedor antes da última parcela',
      'Última parcela',
      'Total de juros',
      'Total pago',
    ])
    expectStepsExplain(v.steps, {
      givens: [1000, 0, ...counts(3)],
      shown: [v.firstInstallment, v.lastInstallment, v.amortization ?? 0, v.totalPaid],
      last: v.totalPaid,
    })
  })

  it('SAC of a few cents over many months: rounding settles the balance early, the table states it', () => {
    // R$ 3,00 in 600 months: amortização 0,01 (0,005 rounded half-up) pays it off by month 300.
    const v = value({ valor: 3, prazo: 600, taxa: 0, sistema: 'sac' })
    const before = v.steps.find((s) => s.label === 'Saldo devedor antes da última parcela')
    expect(before).toEqual({
      label: 'Saldo devedor antes da última parcela',
      result: m(0),
      note: 'Saldo da penúltima linha da tabela.',
    })
    expectStepsExplain(v.steps, {
      givens: [3, 0, ...counts(600)],
      shown: [v.firstInstallment, v.lastInstallment, v.totalPaid],
      last: v.totalPaid,
    })
  })

  it('property: both systems, any loan (zero rate included), the steps recompute the card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e11 }),
        fc.integer({ min: 1, max: 600 }),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true })),
        (cents, prazo, taxa) => {
          const v = value({ valor: cents / 100, prazo, taxa })
          const givens = [cents / 100, taxa, -prazo, ...counts(prazo)]
          const price = v.price
          expectStepsExplain(price.steps, {
            givens: [...givens, ...price.schedule.map((r) => r.parcela)],
            shown: [
              price.installmentValue,
              price.lastInstallment,
              price.totalInterest,
              price.totalPaid,
            ],
            last: price.totalInterest,
          })
          const sac = v.sac
          expectStepsExplain(sac.steps, {
            givens,
            shown: [
              sac.firstInstallment,
              sac.lastInstallment,
              sac.amortization ?? 0,
              sac.totalInterest,
              sac.totalPaid,
            ],
            last: sac.totalPaid,
          })
        },
      ),
      { numRuns: 100 },
    )
  })
})
