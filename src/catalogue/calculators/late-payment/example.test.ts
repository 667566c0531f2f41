import { calculateShippedLatePayment } from '@/lib/late-payment/late-payment-shipped.ts'
import { CONSUMER_FINE_RULE } from '@/lib/law/tables/late-payment-rules.ts'
import { value } from '@/test/outcome-value.ts'

import { SAMPLE_TODAY } from '../../sample-link.ts'
import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library, on the shipped IPCA and Taxa Legal, from the example's
// own inputs: a text can only state what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('multa e juros de atraso (docs/legal/late-payment.md; Taxa Legal of January and February 2025)', () => {
    const r = value(
      calculateShippedLatePayment({
        ...example.query,
        juros: null,
        correcao: null,
        today: SAMPLE_TODAY.slice(0, 10),
      }),
    )
    expect({
      days: r.days,
      corrected: r.corrected,
      fine: r.fine,
      interestPercent: r.interestPercent,
      interest: r.interest,
      total: r.total,
    }).toEqual(example.figures)
    expect(example.query.multa).toBe(CONSUMER_FINE_RULE.cap * 100)
  })
})
