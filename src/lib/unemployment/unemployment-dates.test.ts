import { describe, expect, it } from 'vitest'

import { calculateUnemployment } from './unemployment.ts'

// The dismissal lies from 731 days before today to 366 days after it (DISMISSAL_DATE_LIMITS,
// docs/decisions.md "Datas plausíveis").

const TODAY = '2026-11-25'

function errors(demissao: string) {
  const r = calculateUnemployment(
    { s1: 3000, s2: 3000, s3: 3000, meses: 20, demissao, today: TODAY, ano: 2026 },
    2026,
  )
  return r.ok ? [] : r.errors.filter((e) => e.field === 'demissao')
}

describe('plausible dismissal date', () => {
  it('up to 731 days back; the day before is too early', () => {
    expect(errors('2024-11-24')).toEqual([])
    expect(errors('2024-11-23')).toEqual([
      { field: 'demissao', code: 'too-small', date: '2024-11-24' },
    ])
  })

  it('up to 366 days ahead; the day after is too late', () => {
    expect(errors('2027-11-26')).toEqual([])
    expect(errors('2027-11-27')).toEqual([
      { field: 'demissao', code: 'too-large', date: '2027-11-26' },
    ])
  })
})
