import fc from 'fast-check'

import {
  amortizationSchedule,
  firstAndLast,
  pricePayment,
  priceSchedule,
  sacSchedule,
  type Schedule,
} from './amortization.ts'
import { D, money, sumMoney } from './money.ts'

const sumOf = (s: Schedule, key: 'parcela' | 'juros' | 'amortizacao') =>
  sumMoney(...s.rows.map((r) => r[key]))

describe('pricePayment', () => {
  it('numpy-financial test_pmt_decimal: pmt(0.08/12, 60, 15000) = −304.1459143262052370338701494', () => {
    const pmt = pricePayment(new D(15000), new D('0.08').div(12), 60)
    // Python's Decimal keeps 28 significant digits; compare the 23 both agree on.
    expect(pmt.toDecimalPlaces(20).toString()).toBe('304.14591432620523703387')
  })

  it('numpy-financial test_pmt: zero rate divides evenly, pmt(0, 60, 15000) = −250', () => {
    expect(pricePayment(new D(15000), new D(0), 60).toString()).toBe('250')
  })

  it('numpy-financial test_pmt_decimal broadcast: pmt(0.3, 12, 2000) and pmt(0.8, 3, 20000)', () => {
    expect(pricePayment(new D(2000), new D('0.3'), 12).toDecimalPlaces(22).toString()).toBe(
      '626.9081401700757748402587',
    )
    expect(pricePayment(new D(20000), new D('0.8'), 3).toDecimalPlaces(20).toString()).toBe(
      '19311.25827814569536423841',
    )
  })

  it('lmammino/financial docs: pmt(0.075/12, 12·15, 200000) = −1854.0247200054619', () => {
    expect(pricePayment(new D(200000), new D('0.075').div(12), 180).toNumber()).toBeCloseTo(
      1854.0247200054619,
      9,
    )
  })
})

describe('priceSchedule', () => {
  it('shows the numpy-financial instalment rounded to the cent: 15000 at 8%/12 for 60 months', () => {
    const s = priceSchedule(money(15000), new D('0.08').div(12), 60)
    expect(s.rows[0]!.parcela).toBe(304.15)
    expect(s.rows).toHaveLength(60)
    expect(s.rows[59]!.saldo).toBe(0)
  })

  it('numpy-financial TestIpmt / test_broadcast: ipmt and ppmt of 2000 at 10%/12 over 24 months', () => {
    const s = priceSchedule(money(2000), new D('0.1').div(12), 24)
    // ipmt(0.1/12, 1..4, 24, 2000) = −16.66666667, −16.03647345, −15.40102862, −14.76028842
    expect(s.rows.slice(0, 4).map((r) => r.juros)).toEqual([16.67, 16.04, 15.4, 14.76])
    // ppmt(0.1/12, 1..4, 24, 2000) = −75.62318601, −76.25337923, −76.88882405, −77.52956425
    expect(s.rows.slice(0, 4).map((r) => r.amortizacao)).toEqual([75.62, 76.25, 76.89, 77.53])
  })

  it('numpy-financial test_ppmt: ppmt(0.1/12, 1, 60, 55000) = −710.2541…, within the cent', () => {
    const s = priceSchedule(money(55000), new D('0.1').div(12), 60)
    // The row shows parcela − juros of the shown cents: 1168.59 − 458.33.
    expect(Math.abs(s.rows[0]!.amortizacao - 710.2541257864217)).toBeLessThanOrEqual(0.01)
    expect(s.rows[0]!.amortizacao).toBe(710.26)
  })

  it('numpy-financial test_pv: a loan of pv(0.07, 20, 12000) = 127128.17 pays 12000.00 a period', () => {
    const s = priceSchedule(money(127128.17), new D('0.07'), 20)
    expect(s.rows[0]!.parcela).toBe(12000)
  })

  it('Price worked example: 10.000 · 0,02 / (1 − 1,02^−12) = 945,5960 → parcela R$ 945,60', () => {
    const s = priceSchedule(money(10000), new D('0.02'), 12)
    expect(s.rows[0]).toEqual({
      mes: 1,
      parcela: 945.6,
      juros: 200,
      amortizacao: 745.6,
      saldo: 9254.4,
    })
    expect(s.rows.slice(0, 11).every((r) => r.parcela === 945.6)).toBe(true)
    // Σ of 12 exact instalments is 11347.15; the last one absorbs the residue of rounding them.
    expect(s.totalPago).toBe(sumOf(s, 'parcela'))
    expect(s.rows[11]!.saldo).toBe(0)
  })

  it('the rounding of the instalment compounds into the last one: R$ 350.000, 1% a.m., 360 months', () => {
    // Reproduced row by row in Python decimal: pmt = 3600,144089…, last instalment 3614,88.
    const s = priceSchedule(money(350000), new D('0.01'), 360)
    expect(s.rows[0]!.parcela).toBe(3600.14)
    expect(s.rows[359]!.parcela).toBe(3614.88)
    expect(s.rows[359]!.saldo).toBe(0)
  })

  it('a rate no loan has (11% a.m., 360 months) does not push the principal into the last instalment: the rows follow the exact balance', () => {
    // Rounded to the cent, pmt = 39.600,00 is P·i: amortizations of a fraction of a cent would round
    // to nothing and the last instalment would be 399.600,00. Every instalment is the same instead.
    const s = priceSchedule(money(360000), new D('0.11'), 360)
    expect(new Set(s.rows.map((r) => r.parcela))).toEqual(new Set([39600]))
    expect(s.rows[359]!.saldo).toBe(0)
    expect(sumMoney(...s.rows.map((r) => r.amortizacao))).toBe(360000)
    for (const r of s.rows) expect(sumMoney(r.juros, r.amortizacao)).toBe(r.parcela)
    // The last months amortize what the exact schedule does: pmt ÷ 1,11 = 35.675,68.
    expect(s.rows[359]!.amortizacao).toBe(35675.68)
    expect(s.totalJuros).toBe(39600 * 360 - 360000)
  })

  it('any rate and term: the last instalment is within R$ 1,00 or 1% of the others (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 100_000_000 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 9000 }),
        (cents, months, bp) => {
          const s = priceSchedule(money(cents / 100), new D(bp).div(10000), months)
          const first = s.rows[0]!.parcela
          const last = s.rows.at(-1)!.parcela
          expect(Math.abs(last - first)).toBeLessThanOrEqual(Math.max(1, first / 100) + 1e-9)
          expect(s.rows.at(-1)!.saldo).toBe(0)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('zero rate: 2000 in 12 → eleven of 166,67 and a last one of 166,63 (pmt(0, 12, 2000) = −166.67)', () => {
    const s = priceSchedule(money(2000), new D(0), 12)
    expect(s.rows[0]!.parcela).toBe(166.67)
    expect(s.rows[11]!.parcela).toBe(166.63)
    expect(s.totalPago).toBe(2000)
    expect(s.totalJuros).toBe(0)
  })

  it('one month: the instalment is principal plus one month of interest', () => {
    const s = priceSchedule(money(1000), new D('0.015'), 1)
    expect(s.rows).toEqual([{ mes: 1, parcela: 1015, juros: 15, amortizacao: 1000, saldo: 0 }])
  })

  it('half-cent interest rounds half-up in decimal: 100,50 × 1% = 1,005 → 1,01', () => {
    const s = priceSchedule(money(100.5), new D('0.01'), 2)
    expect(s.rows[0]!.juros).toBe(1.01)
  })

  it('stays finite and non-negative at 1000% a month over 600 months', () => {
    const s = priceSchedule(money(1000.05), new D(10), 600)
    expect(s.rows.every((r) => r.saldo >= 0 && r.amortizacao >= 0)).toBe(true)
    expect(sumOf(s, 'amortizacao')).toBe(1000.05)
  })
})

describe('sacSchedule', () => {
  it('docs/product.md §9: SAC total interest = P·i·(n+1)/2 — R$ 100.000 at 1% in 10 months → 5.500', () => {
    const s = sacSchedule(money(100000), new D('0.01'), 10)
    expect(s.rows.every((r) => r.amortizacao === 10000)).toBe(true)
    expect(s.rows[0]!.parcela).toBe(11000)
    expect(s.rows[9]!.parcela).toBe(10100)
    expect(s.totalJuros).toBe(5500)
    expect(s.totalPago).toBe(105500)
  })

  it('uneven amortization: 1000 in 3 → 333,33, 333,33, 333,34', () => {
    const s = sacSchedule(money(1000), new D(0), 3)
    expect(s.rows.map((r) => r.amortizacao)).toEqual([333.33, 333.33, 333.34])
  })

  it('a tiny principal whose rounded amortization overshoots settles early instead of going negative', () => {
    // 0,05 / 10 = 0,005 → 0,01 a month would amortize 0,09 in nine months.
    const s = sacSchedule(money(0.05), new D(0), 10)
    expect(s.rows.map((r) => r.amortizacao)).toEqual([0.01, 0.01, 0.01, 0.01, 0.01, 0, 0, 0, 0, 0])
    expect(s.rows.every((r) => r.saldo >= 0)).toBe(true)
  })
})

describe('amortizationSchedule and firstAndLast', () => {
  it('dispatches on the system', () => {
    const rate = new D('0.01')
    expect(amortizationSchedule('price', money(1200), rate, 12)).toEqual(
      priceSchedule(money(1200), rate, 12),
    )
    expect(amortizationSchedule('sac', money(1200), rate, 12)).toEqual(
      sacSchedule(money(1200), rate, 12),
    )
  })

  it('first and last of an empty schedule are zero', () => {
    expect(firstAndLast({ rows: [], totalPago: money(0), totalJuros: money(0) })).toEqual({
      first: 0,
      last: 0,
    })
  })
})

describe('schedule properties', () => {
  const principal = fc.integer({ min: 1, max: 100_000_000_00 }).map((cents) => money(cents / 100))
  const rate = fc.integer({ min: 0, max: 100_000 }).map((bp) => new D(bp).div(100_000)) // 0–100% a.m.
  const months = fc.integer({ min: 1, max: 600 })
  const system = fc.constantFrom('price' as const, 'sac' as const)

  it('Σ amortização = principal, final saldo 0,00, totals = Σ rows, every row adds up', () => {
    fc.assert(
      fc.property(system, principal, rate, months, (sys, p, i, n) => {
        const s = amortizationSchedule(sys, p, i, n)
        expect(s.rows).toHaveLength(n)
        expect(sumOf(s, 'amortizacao')).toBe(p)
        expect(s.rows[n - 1]!.saldo).toBe(0)
        expect(s.totalPago).toBe(sumOf(s, 'parcela'))
        expect(s.totalJuros).toBe(sumOf(s, 'juros'))
        const bad = s.rows.find(
          (r) => sumMoney(r.juros, r.amortizacao) !== r.parcela || r.saldo < 0 || r.amortizacao < 0,
        )
        expect(bad).toBeUndefined()
      }),
      { numRuns: 50 },
    )
  })
})
