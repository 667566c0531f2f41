import { describe, expect, it } from 'vitest'

import { severance } from './severance-fixture.ts'

// The rescisão's counts of days, avos and months on the calendar's edges (docs/legal/labour.md).

describe('the 15-day rule', () => {
  it.each([
    // Dismissed after 14 days of June: the month does not count, for the 13º or the férias.
    ['2026-06-14', 14, 5, 5],
    // 15 days: it counts.
    ['2026-06-15', 15, 6, 6],
  ])(
    'dismissed %s: saldo %i days, 13º %i/12, férias %i/12',
    (demissao, saldo, avos13, avosFerias) => {
      const r = severance({
        motivo: 'pedido-demissao',
        aviso: 'dispensado',
        admissao: '2020-01-01',
        demissao,
      })
      expect(r).toMatchObject({
        salaryBalanceDays: saldo,
        thirteenthMonths: avos13,
        vacationMonths: avosFerias,
      })
    },
  )

  it('counts the days from the admission in a contract shorter than a month', () => {
    const base = { motivo: 'pedido-demissao', aviso: 'dispensado', admissao: '2026-06-02' }
    expect(severance({ ...base, demissao: '2026-06-16' })).toMatchObject({
      salaryBalanceDays: 15,
      salaryBalance: 1500,
      thirteenthMonths: 1,
      vacationMonths: 1,
    })
    expect(severance({ ...base, demissao: '2026-06-15' })).toMatchObject({
      salaryBalanceDays: 14,
      thirteenthMonths: 0,
      vacationMonths: 0,
    })
    // A one-day contract.
    expect(severance({ ...base, demissao: '2026-06-02' }).salaryBalanceDays).toBe(1)
  })
})

describe('calendar edges', () => {
  const resign = { motivo: 'pedido-demissao', aviso: 'dispensado', admissao: '2020-01-01' }

  it.each([
    // A month worked to its last day is 30 days, in February and in 31-day months alike.
    ['2024-02-29', 30],
    ['2024-02-28', 28],
    ['2025-02-28', 30],
    ['2026-01-31', 30],
    ['2026-01-30', 30],
    ['2026-04-30', 30],
  ])('saldo for a dismissal on %s: %i days', (demissao, days) => {
    expect(severance({ ...resign, demissao, ano: 2024 }).salaryBalanceDays).toBe(days)
  })

  it('admitted on 29/02/2024 (leap day)', () => {
    // Full years to 31/03/2026: 2 → aviso 36 days → end 06/05/2026. Saldo: March to its last
    // day = 30 days. 13º: Jan–Apr + 6 days of May = 4/12. Férias: period from 28/02/2026 (no
    // 29/02 in 2026) to 06/05: 2 months (to 27/04) + 9 days = 2/12.
    const r = severance({ admissao: '2024-02-29', demissao: '2026-03-31' })
    expect(r).toMatchObject({
      serviceYears: 2,
      priorNoticeDays: 36,
      projectedEndDate: '2026-05-06',
      salaryBalanceDays: 30,
      thirteenthMonths: 4,
      proportionalThirteenth: 1000,
      vacationMonths: 2,
    })
    // One day before the second anniversary in a non-leap year is not yet a full year.
    expect(severance({ admissao: '2024-02-29', demissao: '2025-02-28' }).serviceYears).toBe(0)
  })

  it('a projection into the next year adds the new year’s avos to the 13º', () => {
    // Dismissed 10/12/2026 after 10 years: 60 days → 08/02/2027; 13º 12/12 of 2026 + January
    // 2027 (31 days) + 8 days of February (no) = 13 avos.
    const r = severance({ admissao: '2016-12-10', demissao: '2026-12-10' })
    expect(r).toMatchObject({
      priorNoticeDays: 60,
      projectedEndDate: '2027-02-08',
      thirteenthMonths: 13,
      proportionalThirteenth: 3250,
    })
  })

  it('a period completed inside the projection is paid in full with the new avos', () => {
    // Admitted 01/12/2023, dismissed 20/11/2026: 2 full years → 36 days → end 26/12/2026. The
    // period from 01/12/2025 completes on 30/11/2026, inside the projection: 12 months + 26 days
    // = 13 avos = 3.250,00.
    const r = severance({ admissao: '2023-12-01' })
    expect(r).toMatchObject({
      serviceYears: 2,
      projectedEndDate: '2026-12-26',
      vacationMonths: 13,
      proportionalVacation: 3250,
    })
  })

  it('a period completed on the last day is 12/12 of férias proporcionais', () => {
    const r = severance({ ...resign, admissao: '2025-03-10', demissao: '2026-03-09' })
    expect(r.vacationMonths).toBe(12)
  })
})
