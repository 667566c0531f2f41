import { describe, expect, it } from 'vitest'

import { expectDateRange } from '@/test/expect-date-range.ts'

import { calculateVacation } from './vacation.ts'

// The start of the férias lies from 366 days before today to 731 days after it
// (VACATION_START_LIMITS, docs/decisions.md "Datas plausíveis"): a start in 2020 announced
// "Pagar até 30/12/2019".

const TODAY = '2026-11-25'

function errors(inicio: string) {
  const r = calculateVacation({ salario: 3000, inicio, today: TODAY, ano: 2026 }, 2026)
  return r.ok ? [] : r.errors
}

describe('plausible start of the férias', () => {
  it('from 366 days back to 731 days ahead: the limits and one day beyond', () => {
    expectDateRange(errors, 'inicio', { min: '2025-11-24', max: '2028-11-25' })
    expect(errors('2020-01-01')).toEqual([
      { field: 'inicio', code: 'too-small', date: '2025-11-24' },
    ])
  })
})
