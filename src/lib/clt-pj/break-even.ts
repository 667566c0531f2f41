/**
 * The smallest whole number n in (lo, hi] with gap(n) ≥ 0, for a gap that never falls as n
 * rises, given gap(lo) < 0 ≤ gap(hi); null when gap(hi) < 0.
 *
 * The PJ's yearly net is piecewise linear in its revenue (Simples bands, INSS ceiling, IRRF
 * bands), so the straight line through the two ends of the bracket lands next to the answer
 * within a few tries where halving the bracket of R$ 4 million in cents takes 26; halving takes
 * over whenever the line stops shrinking the bracket fast, so it is never much slower than
 * bisection. Each try costs one whole PJ calculation, which matters on a slow phone.
 */
export function smallestReaching(
  gap: (n: number) => number,
  lowest: number,
  highest: number,
): number | null {
  let lo = lowest
  let hi = highest
  let gapLo = gap(lo)
  let gapHi = gap(hi)
  if (gapLo >= 0) return lo
  if (gapHi < 0) return null
  let interpolate = true
  while (hi - lo > 1) {
    const width = hi - lo
    const guess = interpolate
      ? lo + Math.round((width * -gapLo) / (gapHi - gapLo))
      : lo + Math.floor(width / 2)
    const n = Math.min(hi - 1, Math.max(lo + 1, guess))
    const g = gap(n)
    if (g >= 0) {
      hi = n
      gapHi = g
      // Right on the line: the cent below settles it at once.
      if (interpolate && hi - lo > 1) {
        const below = gap(hi - 1)
        if (below < 0) return hi
        hi -= 1
        gapHi = below
      }
    } else {
      lo = n
      gapLo = g
      if (interpolate && hi - lo > 1) {
        const above = gap(lo + 1)
        if (above >= 0) return lo + 1
        lo += 1
        gapLo = above
      }
    }
    // Alternate with halving when the line shrank the bracket by less than half.
    interpolate = !interpolate || hi - lo < width / 2
  }
  return hi
}
