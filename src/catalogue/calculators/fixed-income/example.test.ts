import { value } from '@/test/outcome-value.ts'
import { calculateFixedIncome } from '@/lib/fixed-income/fixed-income.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('renda fixa: the sample on its day, and examples 1 and 2 of docs/legal/fixed-income.md', () => {
    const net = (input: Parameters<typeof calculateFixedIncome>[0], product: string) =>
      value(calculateFixedIncome(input)).products.find((p) => p.product === product)?.net
    const sample = { ...example.query, inicio: SAMPLE_TODAY.slice(0, 10) }
    expect(net(sample, 'cdb')).toBe(example.figures.cdbNet)
    const { cdbNet, lciNet, ...legal } = example.legal
    expect([net(legal, 'cdb'), net(legal, 'lci')]).toEqual([cdbNet, lciNet])
  })
})
