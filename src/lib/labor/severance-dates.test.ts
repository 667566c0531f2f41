import { describe, expect, it } from 'vitest'

import { calculateSeverance } from './labor.ts'
import type { SeveranceInput } from './severance-types.ts'

// Admission and dismissal lie between 1960-01-01 and a year (366 days) after today
// (CONTRACT_DATE_LIMITS, docs/decisions.md "Datas plausíveis"): an admission in 1900 gave
// "126 anos completos" and an FGTS of half a million.

const TODAY = '2026-11-25'
const base = { salario: 3000, ano: 2026, today: TODAY } satisfies Partial<SeveranceInput>

function errors(input: Partial<SeveranceInput>) {
  const r = calculateSeverance({
    ...base,
    admissao: '2023-03-10',
    demissao: '2026-11-20',
    ...input,
  })
  return r.ok ? [] : r.errors
}

describe('plausible contract dates', () => {
  it('admission from 1960-01-01; the day before is too early', () => {
    expect(errors({ admissao: '1960-01-01' })).toEqual([])
    expect(errors({ admissao: '1959-12-31' })).toEqual([
      { field: 'admissao', code: 'too-small', date: '1960-01-01' },
    ])
    expect(errors({ admissao: '1900-01-01' })).toEqual([
      { field: 'admissao', code: 'too-small', date: '1960-01-01' },
    ])
  })

  it('dismissal up to a year after today; the day after is too late', () => {
    expect(errors({ demissao: '2027-11-26', ano: 2026 })).toEqual([])
    expect(errors({ demissao: '2027-11-27' })).toEqual([
      { field: 'demissao', code: 'too-large', date: '2027-11-26' },
    ])
    expect(errors({ admissao: '2027-11-27', demissao: '2027-12-01' })).toEqual([
      { field: 'admissao', code: 'too-large', date: '2027-11-26' },
      { field: 'demissao', code: 'too-large', date: '2027-11-26' },
    ])
  })
})
