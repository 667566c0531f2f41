import { describe, expect, it } from 'vitest'

import { calculatePersonalLoan } from './personal-loan.ts'

// The release date of a loan with IOF lies from 2008-01-03 (the IOF rates used, Decreto 6.339/2008)
// to 366 days after today (RELEASE_DATE_LIMITS, docs/decisions.md "Datas plausíveis").

const TODAY = '2026-11-25'

function errors(liberacao: string) {
  const r = calculatePersonalLoan(
    { valor: 10000, taxa: 2, prazo: 12, iof: 'sim', liberacao },
    TODAY,
  )
  return r.ok ? [] : r.errors
}

describe('plausible release date', () => {
  it('from 2008-01-03; the day before is too early', () => {
    expect(errors('2008-01-03')).toEqual([])
    expect(errors('2008-01-02')).toEqual([
      { field: 'liberacao', code: 'too-small', date: '2008-01-03' },
    ])
  })

  it('up to 366 days after today; the day after is too late', () => {
    expect(errors('2027-11-26')).toEqual([])
    expect(errors('2027-11-27')).toEqual([
      { field: 'liberacao', code: 'too-large', date: '2027-11-26' },
    ])
  })

  it('without IOF the date is not used, so not checked', () => {
    const r = calculatePersonalLoan(
      { valor: 10000, taxa: 2, prazo: 12, iof: 'nao', liberacao: '2001-01-01' },
      TODAY,
    )
    expect(r.ok).toBe(true)
  })
})
