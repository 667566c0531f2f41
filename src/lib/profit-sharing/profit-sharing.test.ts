import fc from 'fast-check'

import { moneyFig } from '@/lib/core/steps.ts'
import { stepsProblems } from '@/lib/core/step-check.ts'
import { plrTableOn } from '@/lib/law/tables/plr-on.ts'
import { expectAllFinite } from '@/test/expect-finite.ts'
import { value } from '@/test/outcome-value.ts'

import { calculateProfitSharing } from './profit-sharing.ts'

const TODAY = '2026-11-28'
const plr = (amount: number, data = '2026-03-20', plrAnterior?: number) =>
  value(calculateProfitSharing({ plr: amount, data, plrAnterior, today: TODAY }))

describe('PLR: the worked examples (docs/legal/profit-sharing.md, Lei 10.101/2000 art. 3º)', () => {
  it('2026: PLR 9.000,00 → 9.000 × 7,5% − 616,08 = 58,92 (§5º, May-2025 table)', () => {
    const r = plr(9000)
    expect(r.tax).toBe(58.92)
    expect(r.net).toBe(8941.08)
    expect(r.table.effectiveFrom).toBe('2025-05-01')
    expect(stepsProblems(r.steps, moneyFig(r.net))).toEqual([])
  })

  it('2026: 5.000,00 (IR 0) then 6.000,00 → 11.000 × 15% − 1.360,25 = 289,75 on the second (§7º)', () => {
    expect(plr(5000).tax).toBe(0)
    const r = plr(6000, '2026-09-10', 5000)
    expect(r.yearTotal).toBe(11000)
    expect(r.taxOnTotal).toBe(289.75)
    expect(r.previousTax).toBe(0)
    expect(r.tax).toBe(289.75)
    expect(r.net).toBe(5710.25)
    expect(stepsProblems(r.steps, moneyFig(r.net))).toEqual([])
  })

  it('the second payment deducts what the first bore: 9.000 then 9.000 → 18.000 × 27,5% − 3.166,80 = 1.783,20, less 58,92', () => {
    const r = plr(9000, '2026-09-10', 9000)
    expect(r.taxOnTotal).toBe(1783.2)
    expect(r.tax).toBe(1724.28)
  })
})

describe('the table in force on the payment date', () => {
  it('February 2024 to April 2025: isento até 7.640,80; from May 2025: 8.214,40', () => {
    expect(plr(7640.8, '2024-02-01').tax).toBe(0)
    expect(plr(9000, '2025-04-30').tax).toBe(101.94)
    expect(plr(9000, '2025-05-01').tax).toBe(58.92)
    expect(plr(9000, '2027-03-01').table.effectiveFrom).toBe('2025-05-01')
  })

  it('after the last year with tables, the latest one, said so', () => {
    expect(plrTableOn('2028-03-01')).toMatchObject({ beyondTables: true })
    expect(plrTableOn('2026-03-01')).toMatchObject({ beyondTables: false })
  })

  it('before February 2024 no table is known here: the date is refused naming the first day', () => {
    expect(plrTableOn('2024-01-31')).toBeNull()
    const r = calculateProfitSharing({ plr: 9000, data: '2024-01-15', today: TODAY })
    expect(r.ok ? null : r.errors[0]).toMatchObject({
      field: 'data',
      code: 'too-small',
      date: '2024-02-01',
    })
  })
})

describe('bracket limits and one cent above (May-2025 table)', () => {
  it.each([
    [0, 0],
    [8214.4, 0],
    [8214.41, 0],
    [9922.28, 128.09],
    [9922.29, 128.09],
    [13167, 614.8],
    [13167.01, 614.8],
    [16380.38, 1337.81],
    [16380.39, 1337.81],
    [20000, 2333.2],
  ])('PLR %d → IRRF %d', (amount, tax) => {
    expect(plr(amount).tax).toBe(tax)
  })
})

describe('input', () => {
  it('empty PLR, a negative earlier PLR and an empty date are named', () => {
    const r = calculateProfitSharing({ plr: null, plrAnterior: -1, data: '', today: TODAY })
    expect(r.ok ? [] : r.errors.map((e) => [e.field, e.code])).toEqual([
      ['plr', 'required'],
      ['plrAnterior', 'negative'],
      ['data', 'required'],
    ])
  })

  it('more than two years ahead is refused', () => {
    const r = calculateProfitSharing({ plr: 1, data: '2029-01-01', today: TODAY })
    expect(r.ok ? null : r.errors[0]).toMatchObject({ field: 'data', code: 'too-large' })
  })
})

describe('properties', () => {
  it('the tax never exceeds the PLR, grows with it, and the steps hold', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100)
    fc.assert(
      fc.property(cents, cents, cents, (a, b, earlier) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const r1 = plr(low, '2026-06-01', earlier)
        const r2 = plr(high, '2026-06-01', earlier)
        expectAllFinite(r2)
        expect(r1.tax).toBeLessThanOrEqual(r2.tax)
        expect(r2.tax).toBeLessThanOrEqual(r2.plr)
        expect(r2.net).toBeGreaterThanOrEqual(0)
        expect(stepsProblems(r2.steps, moneyFig(r2.net))).toEqual([])
      }),
    )
  })
})
