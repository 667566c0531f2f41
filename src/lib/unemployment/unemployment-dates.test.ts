import { describe, it } from 'vitest'

import { expectDateRange } from '@/test/expect-date-range.ts'

import { calculateUnemployment } from './unemployment.ts'

// The dismissal lies from 731 days before today to 366 days after it (DISMISSAL_DATE_LIMITS,
// docs/decisions.md "Datas plausíveis").

const TODAY = '2026-11-25'

describe('plausible dismissal date', () => {
  it('from 731 days back to 366 days ahead: the limits and one day beyond', () => {
    expectDateRange(
      (demissao) => {
        const input = { s1: 3000, s2: 3000, s3: 3000, meses: 20, demissao, today: TODAY, ano: 2026 }
        const r = calculateUnemployment(input, TODAY)
        return r.ok ? [] : r.errors
      },
      'demissao',
      { min: '2024-11-24', max: '2027-11-26' },
    )
  })
})
