import fc from 'fast-check'

import { expectAllFinite } from '../../test/expect-finite.ts'
import { expectMoneySteps } from '../../test/expect-steps.ts'
import { poupanca } from '../series/data/poupanca.ts'
import {
  calculateCashOrInstalments,
  type CashOrInstalmentsInput,
  SAVINGS_YIELD,
} from './cash-or-instalments.ts'

const base: CashOrInstalmentsInput = {
  avista: null,
  desconto: null,
  parcela: null,
  parcelas: null,
  entrada: 'nao',
  rendimento: 1,
}

function compute(input: Partial<CashOrInstalmentsInput>) {
  const outcome = calculateCashOrInstalments({ ...base, ...input })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

const round2 = (x: number) => Math.round(x * 100) / 100

// Legal tables, à vista × parcelado §6.2 (rates and present values also match numpy-financial
// `rate(12, -170, 1800, 0)` = 0,0198016… and `pv(0.01, 12, -170)` = 1.913,36).
describe('docs/legal/cash-or-instalments.md, worked examples', () => {
  it('A = 1.800, 12 × 170, no entrada: 1,98% a.m., 26,53% a.a.; cash better by 113,36', () => {
    const r = compute({ avista: 1800, parcela: 170, parcelas: 12 })
    expect(round2(r.monthlyRate)).toBe(1.98)
    expect(round2(r.yearlyRate)).toBe(26.53)
    expect(r.presentValue).toBe(1913.36)
    expect(r).toMatchObject({ better: 'avista', saving: 113.36, instalmentsTotal: 2040 })
  })

  it('A = 1.800, 12 × 170, the first at purchase: 2,36% a.m., 32,33% a.a.; 132,50', () => {
    const r = compute({ avista: 1800, parcela: 170, parcelas: 12, entrada: 'sim' })
    expect(round2(r.monthlyRate)).toBe(2.36)
    expect(round2(r.yearlyRate)).toBe(32.33)
    expect(r.presentValue).toBe(1932.5)
    expect(r).toMatchObject({ better: 'avista', saving: 132.5 })
  })

  it('A = 1.000, 10 × 100 sem juros, yield 0,7%: rate 0, instalments better by 37,45', () => {
    const r = compute({ avista: 1000, parcela: 100, parcelas: 10, rendimento: 0.7 })
    expect(r.monthlyRate).toBe(0)
    expect(r.yearlyRate).toBe(0)
    expect(r.presentValue).toBe(962.55)
    expect(r).toMatchObject({ better: 'parcelado', saving: 37.45, negativeRate: false })
  })
})

describe('edges', () => {
  it('a discount for cash is taken off the instalments’ total', () => {
    const r = compute({ desconto: 10, parcela: 100, parcelas: 10 })
    expect(r.cashPrice).toBe(900)
  })

  it('instalments adding up to less than the cash price give a negative rate', () => {
    const r = compute({ avista: 1100, parcela: 100, parcelas: 10, rendimento: 0 })
    expect(r.negativeRate).toBe(true)
    expect(r.monthlyRate).toBeLessThan(0)
    expect(r).toMatchObject({ better: 'parcelado', saving: 100 })
  })

  it('a zero yield compares plain sums', () => {
    const r = compute({ avista: 950, parcela: 100, parcelas: 10, rendimento: 0 })
    expect(r).toMatchObject({ presentValue: 1000, better: 'avista', saving: 50 })
  })

  it.each([
    [{ parcelas: 0 }, 'parcelas', 'not-positive'],
    [{ parcelas: 2.5 }, 'parcelas', 'not-integer'],
    [{ parcelas: 121 }, 'parcelas', 'too-large'],
    [{ parcelas: 1, entrada: 'sim' }, 'parcelas', 'too-small'],
    [{ parcela: 0 }, 'parcela', 'not-positive'],
    [{ parcela: null }, 'parcela', 'required'],
    [{ avista: null, desconto: null }, 'avista', 'required'],
    [{ avista: -5 }, 'avista', 'not-positive'],
    [{ avista: null, desconto: 100 }, 'desconto', 'too-large'],
    [{ rendimento: -1 }, 'rendimento', 'negative'],
  ] as const)('%j → %s %s', (input, field, code) => {
    const outcome = calculateCashOrInstalments({
      ...base,
      avista: 1000,
      parcela: 100,
      parcelas: 10,
      ...input,
    })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.errors).toContainEqual(expect.objectContaining({ field, code }))
  })
})

// docs/legal/cash-or-instalments.md: an empty yield is the poupança's last month in the data.
describe('an empty rendimento reads as the last poupança month', () => {
  it("is the series' last month, named in the result", () => {
    const last = poupanca.last
    expect(last).not.toBeNull()
    expect(SAVINGS_YIELD).toEqual({ month: last, rate: poupanca.values[last ?? ''] })
    const r = compute({ avista: 1800, parcela: 170, parcelas: 12, rendimento: null })
    expect(r.yieldFromSavings).toEqual(SAVINGS_YIELD)
    expect(r.yieldRate).toBe(SAVINGS_YIELD?.rate)
    // The same figures as typing that rate.
    const typed = compute({
      avista: 1800,
      parcela: 170,
      parcelas: 12,
      rendimento: SAVINGS_YIELD?.rate ?? 0,
    })
    expect(typed.yieldFromSavings).toBeNull()
    expect(r.presentValue).toBe(typed.presentValue)
    expect(r.saving).toBe(typed.saving)
  })
})

describe('a cash price and a discount typed together', () => {
  it('uses the cash price and says what the discount would have made it', () => {
    // 12 × 170 = 2.040; 10% off → 1.836,00.
    const r = compute({ avista: 1800, desconto: 10, parcela: 170, parcelas: 12 })
    expect(r.cashPrice).toBe(1800)
    expect(r.ignoredDiscount).toEqual({ discount: 10, cashPrice: 1836 })
  })

  it('says nothing when only one is typed', () => {
    expect(compute({ avista: 1800, parcela: 170, parcelas: 12 }).ignoredDiscount).toBeNull()
    expect(
      compute({ avista: null, desconto: 10, parcela: 170, parcelas: 12 }).ignoredDiscount,
    ).toBeNull()
  })
})

describe('Como calculamos', () => {
  it.each([
    [{ avista: 1800, parcela: 170, parcelas: 12 }],
    [{ avista: 1800, parcela: 170, parcelas: 12, entrada: 'sim' }],
    [{ avista: 1000, parcela: 100, parcelas: 10, rendimento: 0.7 }],
    [{ desconto: 10, parcela: 100, parcelas: 10, rendimento: 0 }],
    [{ avista: 1100, parcela: 100, parcelas: 10, rendimento: 0.5, entrada: 'sim' }],
  ])('the steps re-evaluate and end on the saving shown: %j', (input) => {
    const r = compute(input)
    expectMoneySteps(r.steps, r.saving)
    expect(r.steps[2]?.result).toEqual({
      kind: 'percent',
      value: Math.round(r.monthlyRate * 100) / 100,
    })
  })
})

describe('properties', () => {
  const purchase = fc.record({
    parcela: fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
    parcelas: fc.integer({ min: 2, max: 120 }),
    entrada: fc.constantFrom('sim', 'nao'),
    rendimento: fc.integer({ min: 0, max: 500 }).map((x) => x / 100),
  })

  it('a zero hidden rate when the instalments add up to the cash price', () => {
    fc.assert(
      fc.property(purchase, (p) => {
        const total = Math.round(p.parcela * p.parcelas * 100) / 100
        return compute({ ...p, avista: total }).monthlyRate === 0
      }),
    )
  })

  it('cash wins exactly when the hidden rate is above the yield', () => {
    fc.assert(
      fc.property(purchase, fc.integer({ min: 50, max: 100 }), (p, share) => {
        const total = p.parcela * p.parcelas
        const r = compute({ ...p, avista: Math.max(0.01, Math.round(total * share) / 100) })
        if (r.better === 'igual') return true
        return (r.better === 'avista') === r.monthlyRate > r.yieldRate
      }),
    )
  })

  it('never NaN or Infinity, whatever is typed', () => {
    const number = fc.option(fc.double(), { nil: null })
    fc.assert(
      fc.property(
        fc.record({
          avista: number,
          desconto: number,
          parcela: number,
          parcelas: number,
          entrada: fc.option(fc.string(), { nil: null }),
          rendimento: number,
        }),
        (input) => {
          expectAllFinite(calculateCashOrInstalments(input))
        },
      ),
    )
  })
})
