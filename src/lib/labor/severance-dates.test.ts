import { describe, expect, it } from 'vitest'

import { expectDateRange } from '@/test/expect-date-range.ts'

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
  it('admission from 1960-01-01 to a year after today: the limits and one day beyond', () => {
    expectDateRange((admissao) => errors({ admissao, demissao: '2027-11-26' }), 'admissao', {
      min: '1960-01-01',
      max: '2027-11-26',
    })
    expect(errors({ admissao: '1900-01-01' })).toEqual([
      { field: 'admissao', code: 'too-small', date: '1960-01-01' },
    ])
  })

  it('dismissal from 1960-01-01 to a year after today: the limits and one day beyond', () => {
    expectDateRange((demissao) => errors({ admissao: '1960-01-01', demissao }), 'demissao', {
      min: '1960-01-01',
      max: '2027-11-26',
    })
  })
})
