import fc from 'fast-check'

import { expectStepsExplain } from '@/test/expect-steps.ts'

import { calculateConsortium, type ConsortiumInput } from './consortium.ts'
import { money } from '../core/money.ts'
import { add, div, moneyFig, mul, numberFig, percentFig, sub } from '../core/steps.ts'

function value(input: ConsortiumInput) {
  const r = calculateConsortium(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const m = (x: number) => moneyFig(money(x))

describe('calculateConsortium: Como calculamos', () => {
  it('docs/product.md §9 and Lei 11.795/2008: R$ 100.000, 100 months, 15% admin, 2% reserve, step by step', () => {
    const v = value({ credito: 100000, grupo: '100', taxaAdm: 15, fundoReserva: 2 })
    expect(v.steps).toEqual([
      {
        label: 'Taxa de administração',
        expression: mul(m(100000), percentFig(15)),
        result: m(15000),
        source: 'Lei 11.795/2008, art. 5º, §\u00a03º: remuneração da administradora',
      },
      {
        label: 'Fundo de reserva',
        expression: mul(m(100000), percentFig(2)),
        result: m(2000),
        source: 'Lei 11.795/2008: fundo de reserva do grupo, previsto no contrato',
      },
      {
        label: 'Total pago (total do plano)',
        expression: add(m(100000), m(15000), m(2000)),
        result: m(117000),
        source: 'Carta de crédito + taxa de administração + fundo de reserva',
      },
      {
        label: 'Parcela estimada',
        expression: div(m(117000), numberFig(100, 'parcelas')),
        result: m(1170),
        source: 'Total do plano ÷ meses do grupo',
      },
      {
        label: 'Custo total (taxas)',
        expression: sub(m(117000), m(100000)),
        result: m(17000),
      },
      {
        label: 'Custo em relação ao crédito',
        expression: div(m(17000), m(100000)),
        result: percentFig(17),
      },
      {
        label: 'Valor líquido pago',
        expression: sub(m(117000), m(2000)),
        result: m(115000),
        note: 'Se o fundo de reserva for devolvido no encerramento do grupo.',
      },
      {
        label: 'Chance de contemplação por sorteio',
        expression: div(numberFig(1), numberFig(100)),
        result: percentFig(1),
        note: 'Um sorteio por mês entre os participantes do grupo.',
      },
    ])
  })

  it('a typed instalment pays parcela × meses', () => {
    const v = value({
      credito: 100000,
      grupo: '100',
      taxaAdm: 15,
      fundoReserva: 2,
      parcela: 1200,
    })
    expect(v.steps.find((s) => s.label === 'Total pago')).toEqual({
      label: 'Total pago',
      expression: mul(moneyFig(money(1200), 'parcela informada'), numberFig(100, 'parcelas')),
      result: m(120000),
    })
  })

  it('an estimate that does not divide evenly says the last instalment settles the cents', () => {
    const v = value({ credito: 1000, grupo: '150' })
    expect(v.steps[3]?.note).toBe('A última parcela acerta os centavos do arredondamento.')
  })

  it('property: any plan recomputes from its steps to the card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.constantFrom(50, 80, 100, 120, 150, 200),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 100, noNaN: true })),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 100, noNaN: true })),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1e10 })),
        (cents, grupo, taxaAdm, fundoReserva, parcelaCents) => {
          const input = {
            credito: cents / 100,
            grupo,
            taxaAdm,
            fundoReserva,
            parcela: parcelaCents ? parcelaCents / 100 : null,
          }
          const r = calculateConsortium(input)
          if (!r.ok) return // a typed instalment below the common fund: refused
          const v = r.value
          expectStepsExplain(v.steps, {
            givens: [
              input.credito,
              grupo,
              taxaAdm,
              fundoReserva,
              ...(input.parcela ? [input.parcela] : []),
            ],
            shown: [
              v.monthlyInstallment === input.parcela
                ? v.estimatedInstallment
                : v.monthlyInstallment,
              v.estimatedInstallment,
              v.totalPaid,
              v.totalCost,
              v.interestRate,
              v.adminFeeTotal,
              v.reserveFundTotal,
              v.netAmount,
              v.monthlyChance,
            ],
            last: v.monthlyChance,
          })
        },
      ),
      { numRuns: 200 },
    )
  })
})
