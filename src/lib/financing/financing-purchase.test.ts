import fc from 'fast-check'

import { expectStepsExplain } from '@/test/expect-steps.ts'

import { calculateFinancing, type FinancingInput } from './financing.ts'

function value(input: FinancingInput) {
  const r = calculateFinancing(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const errors = (input: FinancingInput) => {
  const r = calculateFinancing(input)
  return r.ok ? [] : r.errors.map((e) => [e.field, e.code])
}

describe('calculateFinancing: preço, entrada, rate per year, income', () => {
  it('preço 500.000 − entrada 100.000 = 400.000 financed (entrada 20%), as valor 400.000 gives', () => {
    const v = value({ preco: 500000, entrada: 100000, prazo: 360, taxa: 0.9 })
    const old = value({ valor: 400000, prazo: 360, taxa: 0.9 })
    expect(v.principal).toBe(400000)
    expect(v.purchase).toEqual({ price: 500000, downPayment: 100000, downPaymentPercent: 20 })
    expect(v.installmentValue).toBe(old.installmentValue)
    expect(v.schedule).toEqual(old.schedule)
    expect(old.purchase).toBeNull()
    expect(old.principal).toBe(400000)
  })

  it('no entrada: the whole price is financed; preco wins over an old valor', () => {
    expect(value({ preco: 1000, prazo: 10, taxa: 1 }).principal).toBe(1000)
    expect(value({ preco: 1000, valor: 5, prazo: 10, taxa: 1 }).principal).toBe(1000)
  })

  it('an entrada equal to the price or above it, or a missing price, is an error on its field', () => {
    expect(errors({ preco: 1000, entrada: 1000, prazo: 10, taxa: 1 })).toEqual([
      ['entrada', 'too-large'],
    ])
    expect(errors({ preco: 1000, entrada: -1, prazo: 10, taxa: 1 })).toEqual([
      ['entrada', 'negative'],
    ])
    expect(errors({ prazo: 10, taxa: 1 })).toEqual([['preco', 'required']])
    expect(errors({ preco: 0.001, prazo: 10, taxa: 1 })).toEqual([['preco', 'not-positive']])
  })

  it('taxaPeriodo=ano: 12% a.a. is the effective 0,9488792934% a.m., not 1%', () => {
    const v = value({ valor: 100000, prazo: 12, taxa: 12, taxaPeriodo: 'ano' })
    expect(v.monthlyRate).toBe(0.9489)
    expect(v.annualRate).toBe(12)
    expect(v.steps[0]?.label).toBe('Taxa mensal equivalente')
    // numpy-financial: npf.pmt(1.12 ** (1/12) - 1, 12, -100000) = 8.856,2067…
    expect(v.installmentValue).toBe(8856.21)
  })

  it('renda: the first instalment as a share of income, above the usual 30% flagged', () => {
    const v = value({ valor: 100000, prazo: 10, taxa: 1, renda: 20000 })
    // 10.558,21 ÷ 20.000 = 52,79%
    expect(v.income).toEqual({ income: 20000, percent: 52.79, aboveGuideline: true })
    const sac = value({ valor: 100000, prazo: 10, taxa: 1, sistema: 'sac', renda: 40000 })
    // SAC: the first (largest) instalment 11.000 ÷ 40.000 = 27,5%
    expect(sac.income).toEqual({ income: 40000, percent: 27.5, aboveGuideline: false })
    expect(errors({ valor: 1000, prazo: 10, taxa: 1, renda: 0 })).toEqual([
      ['renda', 'not-positive'],
    ])
  })

  it('its steps explain the financed amount, the rate, the instalment and the income share', () => {
    const v = value({
      preco: 500000,
      entrada: 100000,
      prazo: 360,
      taxa: 10,
      taxaPeriodo: 'ano',
      renda: 15000,
    })
    expect(v.steps.map((s) => s.label).slice(0, 3)).toEqual([
      'Entrada em relação ao preço',
      'Valor financiado',
      'Taxa mensal equivalente',
    ])
    expectStepsExplain(v.steps, {
      givens: [500000, 100000, 10, 15000, -360, 360, 359, ...v.schedule.map((r) => r.parcela)],
      shown: [v.principal, v.installmentValue, v.income?.percent ?? 0],
      last: v.income?.percent ?? 0,
    })
  })
})

describe('calculateFinancing: extra amortization (docs/legal/financing.md, extra amortization)', () => {
  const base = { valor: 100000, prazo: 120, taxa: 1, extra: 10000, extraMes: 12 } as const

  it('§7.2 Price: reduce the term to 90 instalments left (18 saved) or the instalment to 1.282,87', () => {
    const v = value(base)
    const x = v.extra
    expect(x?.mode).toBe('prazo')
    expect(x?.monthsSaved.term).toBe(18)
    expect(x?.reduceInstallment.nextInstallment).toBe(1282.87)
    expect(x?.reduceTerm.interestAfter).toBe(43677.46)
    // The schedule is the chosen option's, the extra payment in month 12.
    expect(v.schedule).toHaveLength(102)
    expect(v.schedule[11]).toMatchObject({ mes: 12, extra: 10000, saldo: 84486.79 })
    expect(v.schedule.at(-1)).toMatchObject({ parcela: 475.06, saldo: 0 })
    const byInstallment = value({ ...base, extraModo: 'parcela' })
    expect(byInstallment.schedule).toHaveLength(120)
    expect(byInstallment.schedule[12]?.parcela).toBe(1282.87)
  })

  it('§7.2: one "Total de juros", the schedule shown: its rows, the chosen option, the plain one less what is saved', () => {
    for (const sistema of ['price', 'sac'] as const) {
      for (const extraModo of ['prazo', 'parcela'] as const) {
        const v = value({ ...base, sistema, extraModo })
        const plain = value({ ...base, sistema, extra: 0 })
        const x = v.extra
        if (!x) throw new Error('no extra')
        const chosen = extraModo === 'prazo' ? x.reduceTerm : x.reduceInstallment
        const saved = extraModo === 'prazo' ? x.interestSaved.term : x.interestSaved.installment
        const rows = (key: 'juros' | 'parcela') =>
          Math.round(v.schedule.reduce((sum, r) => sum + r[key], 0) * 100) / 100
        expect(v.totalInterest).toBe(rows('juros'))
        expect(v.totalInterest).toBe(chosen.totalInterest)
        expect(x.paid.total).toBe(
          Math.round(chosen.rows.reduce((sum, r) => sum + r.extra, 0) * 100) / 100,
        )
        expect(v.totalPaid).toBe(Math.round((rows('parcela') + x.paid.total) * 100) / 100)
        expect(v.lastInstallment).toBe(v.schedule.at(-1)?.parcela)
        // Without the extra: the plain schedule's totals, the Price × SAC card's.
        expect(v.withoutExtra).toEqual({
          totalInterest: plain.totalInterest,
          totalPaid: plain.totalPaid,
        })
        expect(v[sistema].totalInterest).toBe(plain.totalInterest)
        expect(Math.round((plain.totalInterest - saved) * 100) / 100).toBe(v.totalInterest)
        const labels = v.steps.map((s) => s.label)
        expect(labels).toContain('Total de juros sem a amortização extra')
        expect(labels).not.toContain('Total de juros')
        const last = v.steps.find((s) => s.label === 'Total de juros com a amortização extra')
        expect(last?.result.value).toBe(v.totalInterest)
      }
    }
    expect(value({ ...base, extra: 0 }).withoutExtra).toBeNull()
  })

  it('§7.2 SAC: keep the amortization, 96 instalments left (12 saved), or the instalment 1.540,74', () => {
    const v = value({ ...base, sistema: 'sac' })
    expect(v.extra?.monthsSaved.term).toBe(12)
    expect(v.extra?.reduceInstallment.nextInstallment).toBe(1540.74)
    expect(v.extra?.reduceTerm.interestAfter).toBe(38800.2)
  })

  it('no extra, or an extra of zero, leaves the plain schedule; the month must be inside the term', () => {
    expect(value({ ...base, extra: 0 }).extra).toBeNull()
    expect(value({ ...base, extra: null }).extra).toBeNull()
    expect(errors({ ...base, extraMes: null })).toEqual([['extraMes', 'required']])
    expect(errors({ ...base, extraMes: 120 })).toEqual([['extraMes', 'too-large']])
    expect(errors({ ...base, extraModo: 'x' })).toEqual([['extraModo', 'invalid']])
  })

  it('property: an extra payment never raises total interest, reduce-term never ends later, schedules end at 0,00', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10000, max: 1_000_000_00 }),
        fc.integer({ min: 2, max: 360 }),
        fc.integer({ min: 0, max: 300 }),
        fc.constantFrom('price', 'sac'),
        fc.constantFrom('prazo', 'parcela'),
        fc.boolean(),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        (cents, prazo, bp, sistema, extraModo, repeat, at) => {
          const extraMes = Math.max(1, Math.min(prazo - 1, Math.floor(at * prazo)))
          const extra = Math.max(10, Math.round(cents * (repeat ? 0.0005 : 0.2)) / 100)
          const input = { valor: cents / 100, prazo, taxa: bp / 100, sistema, extraMes, extra }
          const v = value({ ...input, extraModo, extraRepetir: repeat ? 'sim' : 'nao' })
          const plain = value({ ...input, extra: 0 })
          const x = v.extra
          if (!x) throw new Error('no extra')
          // Against the same schedule without the extra, built the same way as the options (for
          // loans of a few reais over hundreds of months the plain schedule may follow the exact
          // balance instead: core/amortization.ts).
          for (const plan of [x.reduceTerm, x.reduceInstallment]) {
            expect(plan.totalInterest).toBeLessThanOrEqual(x.base.totalInterest)
            expect(plan.rows.at(-1)?.saldo).toBe(0)
          }
          expect(x.reduceTerm.months).toBeLessThanOrEqual(plain.schedule.length)
          expect(v.schedule.at(-1)?.saldo).toBe(0)
          expect(plain.schedule.at(-1)?.saldo).toBe(0)
        },
      ),
      { numRuns: 40 },
    )
  })
})
