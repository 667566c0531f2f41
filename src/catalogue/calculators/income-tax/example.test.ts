import { calculateIncomeTax } from '@/lib/income-tax/income-tax.ts'
import { annualIrpfTable } from '@/lib/law/tables/irpf-annual.ts'
import { LAST_IRPF_YEAR } from '@/lib/law/tables/table-years.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example (docs/legal/income-tax.md, worked example E5), computed again by the library from the example's inputs.

describe('the worked example: the library gives every figure', () => {
  it('IRPF anual', () => {
    const r = value(calculateIncomeTax(example.query))
    expect({
      simplified: r.simplified.due,
      complete: r.complete.due,
      advantage: r.advantage,
      balance: r.balance,
    }).toEqual(example.figures)
    const table = annualIrpfTable(LAST_IRPF_YEAR)
    expect(example.query.ano).toBe(LAST_IRPF_YEAR)
    expect(example.limits).toEqual({
      educationPerPerson: table.educationCapPerPerson,
      pgblPercent: table.pgblShare * 100,
    })
  })
})
