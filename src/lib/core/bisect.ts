/**
 * The x in [lo, hi] where a decreasing `value` meets `target`, by bisection: the root of a
 * present-value equation in its rate (a loan's CET, the rate hidden in instalments), where the
 * value falls as the rate rises, so there is one root. Stops once a step changes neither end:
 * the doubles have settled (about 60 halvings), and further steps would repeat it. Null when
 * `target` lies outside [value(hi), value(lo)].
 */
export function bisectDecreasing(
  value: (x: number) => number,
  target: number,
  lo: number,
  hi: number,
): number | null {
  if (value(hi) > target || value(lo) < target) return null
  let low = lo
  let high = hi
  for (let i = 0; i < 300; i++) {
    const mid = (low + high) / 2
    const [nextLow, nextHigh] = value(mid) > target ? [mid, high] : [low, mid]
    if (nextLow === low && nextHigh === high) break
    low = nextLow
    high = nextHigh
  }
  return (low + high) / 2
}
