import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateRoi, classifyRoi, type RoiInput } from './roi.ts'

const run = (input: RoiInput) => calculateRoi(input)

describe('calculateRoi', () => {
  it('(retorno − investido) / investido: 1000 → 1500 is 50%, ROI Excelente', () => {
    expect(run({ investido: 1000, retorno: 1500 })).toEqual({
      ok: true,
      value: {
        roi: 50,
        profit: 500,
        classification: 'ROI Excelente',
        color: 'green',
        // Pinned step by step in roi-steps.test.ts.
        steps: expect.any(Array) as unknown[],
      },
    })
  })

  it('docs/product.md §9 classes at their edges', () => {
    const cls = (retorno: number) => {
      const r = run({ investido: 100, retorno })
      return r.ok && [r.value.roi, r.value.classification, r.value.color]
    }
    expect(cls(99.99)).toEqual([-0.01, 'Prejuízo', 'red'])
    expect(cls(100)).toEqual([0, 'ROI Baixo', 'yellow'])
    expect(cls(109.99)).toEqual([9.99, 'ROI Baixo', 'yellow'])
    expect(cls(110)).toEqual([10, 'ROI Bom', 'blue'])
    expect(cls(124.99)).toEqual([24.99, 'ROI Bom', 'blue'])
    expect(cls(125)).toEqual([25, 'ROI Excelente', 'green'])
    expect(cls(0)).toEqual([-100, 'Prejuízo', 'red'])
  })

  it('classifies the ROI as shown: 9,999% shows 10,00% and is ROI Bom', () => {
    const r = run({ investido: 100000, retorno: 109999 })
    expect(r.ok && r.value.roi).toBe(10)
    expect(r.ok && r.value.classification).toBe('ROI Bom')
    expect(classifyRoi(9.999).classification).toBe('ROI Baixo')
  })

  it('validates', () => {
    const r = run({ investido: 0, retorno: -1 })
    expect(r.ok ? [] : r.errors).toEqual([
      { field: 'investido', code: 'not-positive' },
      { field: 'retorno', code: 'negative', limit: 0 },
    ])
    const tiny = run({ investido: 0.001, retorno: 1 })
    expect(tiny.ok ? [] : tiny.errors).toEqual([{ field: 'investido', code: 'not-positive' }])
    const empty = run({ investido: null, retorno: NaN })
    expect(empty.ok ? [] : empty.errors).toEqual([
      { field: 'investido', code: 'required' },
      { field: 'retorno', code: 'invalid' },
    ])
  })

  it('returns errors or an all-finite result for any input', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 0.01, 1e12, 1e13),
      fc.double(),
    )
    fc.assert(
      fc.property(anyNumber, anyNumber, (investido, retorno) => {
        const r = run({ investido, retorno })
        if (r.ok) expectAllFinite(r.value)
        else expect(r.errors.length).toBeGreaterThan(0)
      }),
      { numRuns: 200 },
    )
  })
})
