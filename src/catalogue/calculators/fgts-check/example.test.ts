import type { IsoDate } from '@/lib/core/calendar-date.ts'
import { checkFgts } from '@/lib/fgts-check/fgts-check.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs.

describe('the worked example: the library gives every figure', () => {
  it('confira seu FGTS: six months of 3.450,00 with no deposit', () => {
    const r = value(checkFgts({ ...example.query, today: SAMPLE_TODAY.slice(0, 10) as IsoDate }))
    expect({
      due: r.rows[0]?.due,
      months: r.missing.length,
      owed: r.owed,
      firstDueDate: r.rows[0]?.dueDate,
      lastDueDate: r.rows.at(-1)?.dueDate,
    }).toEqual(example.figures)
  })
})
