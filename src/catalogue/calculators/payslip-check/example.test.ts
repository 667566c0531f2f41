import { checkPayslip } from '@/lib/payslip-check/payslip-check.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs.

describe('the worked example: the library gives every figure', () => {
  it('confira seu holerite: INSS at 14% flat, overtime without DSR, FGTS short', () => {
    const r = value(checkPayslip({ ...example.query, today: SAMPLE_TODAY.slice(0, 10) }))
    expect({
      dsr: r.dsr,
      inss: r.inss,
      inssExcess: r.lines.find((l) => l.id === 'pagoInss')?.owed,
      fgts: r.fgts,
      balance: r.balance,
    }).toEqual(example.figures)
  })
})
