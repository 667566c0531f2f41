import type { IsoDate } from '@/lib/core/calendar-date.ts'
import { money } from '@/lib/core/money.ts'
import { birthdayWithdrawal, calculateFgtsBirthday } from '@/lib/fgts-birthday/fgts-birthday.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs.

describe('the worked example: the library gives every figure', () => {
  it('saque-aniversário of 16.000,00, born in June, contract deposits of 18.500,00', () => {
    const r = value(
      calculateFgtsBirthday({ ...example.query, today: SAMPLE_TODAY.slice(0, 10) as IsoDate }),
    )
    expect({
      withdrawal: r.withdrawal,
      fine: r.dismissal.fine,
      rescisao: r.dismissal.rescisao,
      windowStart: r.windowStart,
      windowEnd: r.windowEnd,
    }).toEqual(example.figures)
  })

  it('the Annex table', () => {
    for (const [balance, withdrawal] of Object.entries(example.table))
      expect(birthdayWithdrawal(money(Number(balance)))).toBe(withdrawal)
  })
})
