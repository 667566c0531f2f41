import { describe, expect, it } from 'vitest'

import { calculateVacation, type VacationInput } from './vacation.ts'

// The start of the férias lies from 366 days before today to 731 days after it
// (VACATION_START_LIMITS, docs/decisions.md "Datas plausíveis"): a start in 2020 announced
// "Pagar até 30/12/2019".

const TODAY = '2026-11-25'

function errors(inicio: string) {
  const input: VacationInput = { salario: 3000, inicio, today: TODAY, ano: 2026 }
  const r = calculateVacation(input, 2026)
  return r.ok ? [] : r.errors
}

describe('plausible start of the férias', () => {
  it('up to 366 days back; the day before is too early', () => {
    expect(errors('2025-11-24')).toEqual([])
    expect(errors('2025-11-23')).toEqual([
      { field: 'inicio', code: 'too-small', date: '2025-11-24' },
    ])
    expect(errors('2020-01-01')).toEqual([
      { field: 'inicio', code: 'too-small', date: '2025-11-24' },
    ])
  })

  it('up to 731 days ahead; the day after is too late', () => {
    expect(errors('2028-11-25')).toEqual([])
    expect(errors('2028-11-26')).toEqual([
      { field: 'inicio', code: 'too-large', date: '2028-11-25' },
    ])
  })
})
