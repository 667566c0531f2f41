import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateOvertime } from './overtime.ts'

describe('calculateOvertime', () => {
  it('50% by day (default)', () => {
    expect(calculateOvertime({ valorHora: 20, horas: 10 })).toEqual({
      ok: true,
      value: {
        night: false,
        paidHours: 10,
        hourValue: 20,
        hourBase: 20,
        extraRate: 50,
        extraValue: 30,
        normalValue: 200,
        nightPremiumValue: 0,
        surchargeValue: 100,
        totalExtra: 300,
        steps: expect.any(Array) as unknown[],
      },
    })
  })

  it('100% (Sundays and holidays) and a typed percentage', () => {
    const sunday = calculateOvertime({ valorHora: 20, horas: 10, adicional: 100 })
    expect(sunday.ok && sunday.value).toMatchObject({ extraValue: 40, totalExtra: 400 })
    const typed = calculateOvertime({ valorHora: 20, horas: 2, adicional: 75 })
    expect(typed.ok && typed.value).toMatchObject({ extraRate: 75, extraValue: 35, totalExtra: 70 })
    const none = calculateOvertime({ valorHora: 20, horas: 2, adicional: 0 })
    expect(none.ok && none.value.surchargeValue).toBe(0)
  })

  it('at night: 20% premium and the 52′30″ hour before the surcharge', () => {
    // 7 clock hours = 8 paid hours; hour 20 × 1,2 = 24; × 1,5 = 36; total 288 =
    // normal 160 + night premium 32 + surcharge 96.
    const r = calculateOvertime({ valorHora: 20, horas: 7, noturno: 'sim' })
    expect(r.ok && r.value).toMatchObject({
      night: true,
      paidHours: 8,
      hourBase: 24,
      extraValue: 36,
      normalValue: 160,
      nightPremiumValue: 32,
      surchargeValue: 96,
      totalExtra: 288,
    })
  })

  it('shows night hours with 2 decimals and multiplies what it shows', () => {
    // 10 × 8/7 = 11,428… → 11,43; 36 × 11,43 = 411,48; 20 × 11,43 = 228,60; 4 × 11,43 = 45,72.
    const r = calculateOvertime({ valorHora: 20, horas: 10, noturno: 'sim' })
    expect(r.ok && r.value).toMatchObject({
      paidHours: 11.43,
      totalExtra: 411.48,
      normalValue: 228.6,
      nightPremiumValue: 45.72,
      surchargeValue: 137.16,
    })
  })

  it('rejects bad input', () => {
    const r = calculateOvertime({ valorHora: 0, horas: 800, adicional: 301, noturno: 'talvez' })
    expect(r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'valorHora:not-positive',
      'horas:too-large',
      'adicional:too-large',
      'noturno:invalid',
    ])
  })

  it('arbitrary inputs give errors or finite results', () => {
    const wild = fc.oneof(
      fc.constant(null),
      fc.constant(Number.NaN),
      fc.constant(Number.NEGATIVE_INFINITY),
      fc.constant(1e300),
      fc.double(),
      fc.integer({ min: -5, max: 400 }),
    )
    fc.assert(
      fc.property(
        wild,
        wild,
        wild,
        fc.constantFrom('sim', 'nao', '', null, 'x'),
        (valorHora, horas, adicional, noturno) => {
          const r = calculateOvertime({ valorHora, horas, adicional, noturno })
          if (r.ok) {
            expectAllFinite(r.value)
            expect(r.value.totalExtra).toBeGreaterThanOrEqual(r.value.normalValue)
          } else expect(r.errors.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 200 },
    )
  })
})
