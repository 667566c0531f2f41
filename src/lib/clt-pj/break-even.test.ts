import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { smallestReaching } from './break-even.ts'

describe('smallestReaching', () => {
  it('finds the first n with gap(n) ≥ 0 of any non-decreasing piecewise linear gap (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 50 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 2_000_000 }),
        (pieces, target) => {
          // Slopes (per unit, ≥ 0) changing at the given widths: a monotone broken line.
          const gap = (n: number) => {
            let value = -target
            let left = n
            for (const [width, slope] of pieces) {
              const run = Math.min(left, width)
              value += run * slope
              left -= run
            }
            return value + left
          }
          const found = smallestReaching(gap, 0, 10_000_000)
          expect(found).not.toBeNull()
          if (found === null) return
          expect(gap(found)).toBeGreaterThanOrEqual(0)
          expect(gap(found - 1)).toBeLessThan(0)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('null when even the top falls short; the bottom when it already reaches', () => {
    expect(smallestReaching((n) => n - 100, 0, 50)).toBeNull()
    expect(smallestReaching((n) => n, 5, 50)).toBe(5)
  })
})
