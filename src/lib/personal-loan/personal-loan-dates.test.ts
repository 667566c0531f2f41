import { describe, expect, it } from 'vitest'

import { expectDateRange } from '@/test/expect-date-range.ts'

import { calculatePersonalLoan } from './personal-loan.ts'

// The release date of a loan with IOF lies from 2008-01-03 (the IOF rates used, Decreto 6.339/2008)
// to 366 days after today (RELEASE_DATE_LIMITS, docs/decisions.md "Datas plausíveis").

const TODAY = '2026-11-25'

const loan = (liberacao: string, iof: string) =>
  calculatePersonalLoan({ valor: 10000, taxa: 2, prazo: 12, iof, liberacao }, TODAY)

describe('plausible release date', () => {
  it('from 2008-01-03 to 366 days after today: the limits and one day beyond', () => {
    expectDateRange(
      (date) => {
        const r = loan(date, 'sim')
        return r.ok ? [] : r.errors
      },
      'liberacao',
      { min: '2008-01-03', max: '2027-11-26' },
    )
  })

  it('without IOF the date is not used, so not checked', () => {
    expect(loan('2001-01-01', 'nao').ok).toBe(true)
  })
})
