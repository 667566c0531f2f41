import { bisectDecreasing } from './bisect.ts'

describe('bisectDecreasing', () => {
  it('finds the rate of a present value: numpy-financial rate(12, -170, 1800) = 0,0198016…', () => {
    const pv = (i: number) => (170 * (1 - (1 + i) ** -12)) / i
    const rate = bisectDecreasing(pv, 1800, -0.99, 10)
    expect(rate).toBeCloseTo(0.0198016, 6)
  })

  it('is null when the target lies outside the interval’s values', () => {
    expect(bisectDecreasing((x) => -x, 5, 0, 1)).toBeNull()
    expect(bisectDecreasing((x) => -x, -5, 0, 1)).toBeNull()
  })
})
