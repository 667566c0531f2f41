import fc from 'fast-check'

import { value as outcomeValue } from '@/test/outcome-value.ts'

import { percentFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateRoi, type RoiInput } from './roi.ts'

const value = (input: RoiInput) => outcomeValue(calculateRoi(input))

// ROI = (retorno − investido) ÷ investido × 100 (docs/product.md §3, §9).
describe('calculateRoi: Como calculamos', () => {
  it('R$ 1.000 that came back as R$ 1.500: R$ 500 of profit, 50%', () => {
    const v = value({ investido: 1000, retorno: 1500 })
    expect(stepsOutline(v.steps)).toEqual([
      'Lucro ou prejuízo: 1500.00 − 1000.00 = 500.00',
      'ROI: 500.00 ÷ 1000.00 = 50%',
    ])
    expect(stepsProblems(v.steps, percentFig(v.roi))).toEqual([])
  })

  it('edges: a loss, everything lost (−100%), nothing gained (0%) and the 2-decimal rounding', () => {
    expect(stepsOutline(value({ investido: 1000, retorno: 800 }).steps)).toEqual([
      'Lucro ou prejuízo: 800.00 − 1000.00 = -200.00',
      'ROI: -200.00 ÷ 1000.00 = -20%',
    ])
    expect(stepsOutline(value({ investido: 100, retorno: 0 }).steps).at(-1)).toBe(
      'ROI: -100.00 ÷ 100.00 = -100%',
    )
    expect(stepsOutline(value({ investido: 100, retorno: 100 }).steps).at(-1)).toBe(
      'ROI: 0.00 ÷ 100.00 = 0%',
    )
    expect(stepsOutline(value({ investido: 3, retorno: 4 }).steps).at(-1)).toBe(
      'ROI: 1.00 ÷ 3.00 = 33.33%',
    )
  })

  it('property: the steps hold, chain, name their rule and end on the ROI shown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (investedCents, returnedCents) => {
          const v = value({ investido: investedCents / 100, retorno: returnedCents / 100 })
          expect(stepsProblems(v.steps, percentFig(v.roi))).toEqual([])
          for (const step of v.steps) expect(step.source, step.label).toBeTruthy()
        },
      ),
    )
  })
})
