import { checkSeverance } from '@/lib/severance-check/severance-check.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs.

describe('the worked example: the library gives every figure', () => {
  it('confira sua rescisão: aviso of 30 days, 13º of 11/12, paid late', () => {
    const r = value(checkSeverance({ ...example.query, today: SAMPLE_TODAY.slice(0, 10) }))
    expect({
      notice: r.severance.priorNotice,
      thirteenth: r.severance.proportionalThirteenth,
      deadline: r.paymentDeadline,
      fine: r.lines.find((l) => l.id === 'multa477')?.due,
      claimDeadline: r.claimDeadline,
      balance: r.balance,
    }).toEqual(example.figures)
  })
})
