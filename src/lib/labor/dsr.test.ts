import { describe, expect, it } from 'vitest'

import { money } from '../core/money.ts'
import { stepHolds } from '../core/step-check.ts'
import { dsrOfMonth } from './dsr.ts'

describe('DSR on overtime: the legal reference’s worked examples', () => {
  it('Sep/2017 (published example, Tron/Lidercon): 4 Sundays + 07/09 = 5, 25 dias úteis, 1.000 → 200,00', () => {
    const r = dsrOfMonth(money(1000), 2017, 9)
    expect([r.restCount, r.workingDays, r.dsr]).toEqual([5, 25, 200])
  })

  it('Dec/2024: five Sundays + Natal = 6, 25 dias úteis, 800 → 192,00', () => {
    const r = dsrOfMonth(money(800), 2024, 12)
    expect([r.restCount, r.workingDays, r.dsr]).toEqual([6, 25, 192])
  })

  it('Nov/2025: Finados on a Sunday counts once, 15/11 on a Saturday and 20/11 count: 7, 23, 243,48', () => {
    const r = dsrOfMonth(money(800), 2025, 11)
    expect([r.restCount, r.workingDays, r.dsr]).toEqual([7, 23, 243.48])
    expect(r.restDays.map((d) => d.date.slice(8))).toEqual([
      '02',
      '09',
      '15',
      '16',
      '20',
      '23',
      '30',
    ])
  })

  it('Apr/2026: Sexta-feira Santa and Tiradentes count: 6, 24, 200,00', () => {
    const r = dsrOfMonth(money(800), 2026, 4)
    expect([r.restCount, r.workingDays, r.dsr]).toEqual([6, 24, 200])
  })

  it('Feb/2026: Carnaval is not a holiday: 4, 24, 133,33', () => {
    const r = dsrOfMonth(money(800), 2026, 2)
    expect([r.restCount, r.workingDays, r.dsr]).toEqual([4, 24, 133.33])
  })

  it('end to end, Apr/2026: 20 hours at 22,50 = 450,00 → DSR 112,50; a local holiday adds a rest day', () => {
    expect(dsrOfMonth(money(450), 2026, 4).dsr).toBe(112.5)
    expect(dsrOfMonth(money(450), 2026, 4, 1).workingDays).toBe(23)
  })

  it('its steps hold', () => {
    for (const step of dsrOfMonth(money(800), 2025, 11).steps)
      expect(stepHolds(step), step.label).toBe(true)
  })
})
