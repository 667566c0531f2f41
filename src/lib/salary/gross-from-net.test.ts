import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { money } from '../core/money.ts'
import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateSalaryNet } from './salary.ts'
import { calculateGrossFromNet, reach } from './gross-from-net.ts'

function run(liquido: number, ano: number, dependentes = 0) {
  const outcome = calculateGrossFromNet({ liquido, ano, dependentes }, 2026)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('legal reference §8.3: gross from net, worked examples (0 dependents)', () => {
  it.each([
    [2026, 4500, 5001.76, 501.76, 0],
    [2026, 4515, 5019.2, 504.2, 0],
    [2026, 5500, 7073.95, 791.87, 782.08],
    [2026, 6000, 7934.83, 912.39, 1022.44],
    [2026, 10000, 13527.77, 988.09, 2539.68],
    [2025, 2850, 3117.51, 267.51, 0],
    [2025, 5000, 6340.38, 697.25, 643.13],
    [2024, 2700, 2953.2, 253.2, 0],
    [2024, 5000, 6371.52, 710.83, 660.69],
  ])('%i: net %d ← gross %d (INSS %d, IRRF %d)', (ano, net, gross, inss, irrf) => {
    const { payslip, exact } = run(net, ano)
    expect([payslip.gross, payslip.inss, payslip.irrf, payslip.net]).toEqual([
      gross,
      inss,
      irrf,
      net,
    ])
    expect(exact).toBe(true)
  })

  it('2026, net 4.515,00: the IRRF of 6,87 is waived (Lei 9.430 art. 67) and 5.032,89 gives the same net', () => {
    const result = run(4515, 2026)
    expect(result.waivedIrrf).toBe(6.87)
    expect(result.secondGross).toBe(5032.89)
  })

  it('2026, net 4.500,00: the 0,63 of IRRF is waived, and no second gross gives it', () => {
    const result = run(4500, 2026)
    expect(result.waivedIrrf).toBe(0.63)
    expect(result.secondGross).toBeNull()
  })

  it('refuses an empty or negative net', () => {
    expect(calculateGrossFromNet({ liquido: null }, 2026).ok).toBe(false)
    expect(calculateGrossFromNet({ liquido: -10 }, 2026).ok).toBe(false)
  })

  it('refuses a net that rounds to no cent: there is no money to reach', () => {
    // Positive as typed, but a payslip is in cents and 0,004 rounds half-up to R$ 0,00.
    expect(calculateGrossFromNet({ liquido: 0.004 }, 2026)).toEqual({
      ok: false,
      errors: [{ field: 'liquido', code: 'not-positive' }],
    })
    expect(run(0.005, 2026).payslip.net).toBe(0.01)
  })
})

describe('properties', () => {
  it('every net, cent by cent across the 2026 waiver drop, is met exactly or by the nearest above', () => {
    // 4.512,50–4.522,51 is produced twice (legal reference §8.1); sweep beyond both ends.
    for (let cents = 4_505_00; cents <= 4_530_00; cents += 7) {
      const { payslip, exact, nearestBelow } = run(cents / 100, 2026)
      expect(payslip.net).toBeGreaterThanOrEqual(cents / 100)
      if (exact) expect(nearestBelow).toBeNull()
      else expect(nearestBelow?.net).toBeLessThan(cents / 100)
      expect(payslip.net).toBe(cents / 100)
    }
  })

  it('for any net, the gross found gives exactly that net, and no smaller gross does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 40_000_00 }).map((c) => c / 100),
        fc.constantFrom(2024, 2025, 2026),
        fc.integer({ min: 0, max: 3 }),
        (net, ano, dependentes) => {
          const outcome = calculateGrossFromNet({ liquido: net, ano, dependentes }, 2026)
          if (!outcome.ok) throw new Error('no result')
          const { payslip, exact } = outcome.value
          expect(exact).toBe(true)
          expect(payslip.net).toBe(net)
          // Net rises at most a cent per cent of gross, so below the first gross that reaches
          // it every net is smaller (checked over the last 20 centavos, where dips could hide).
          for (let back = 1; back <= 20; back++) {
            const before = calculateSalaryNet(
              { bruto: Math.round(payslip.gross * 100 - back) / 100, dependentes, ano },
              2026,
            )
            if (before.ok) expect(before.value.net).toBeLessThan(net)
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('the interpolating search', () => {
  // The reference is the plain route: bisection for a gross that reaches the net, then every
  // cent of the real before it, each one a whole payslip.
  function reference(net: number, ano: number, dependentes: number, pensao: number): number {
    const netOf = (cents: number) => {
      const o = calculateSalaryNet({ bruto: cents / 100, dependentes, ano, pensao }, 2026)
      return o.ok ? Math.round(o.value.net * 100) : -Infinity
    }
    const target = Math.round(net * 100)
    const reaches = (g: number) => netOf(g) >= target
    let [lo, hi] = [1, Math.round((net + pensao) * 300) + 100_000]
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2)
      if (reaches(mid)) hi = mid
      else lo = mid + 1
    }
    for (let g = Math.max(1, lo - 100); g < lo; g++) if (reaches(g)) return g
    return lo
  }

  it('finds the gross the plain route finds, with dependents and pensão, in every table year', () => {
    fc.assert(
      fc.property(
        // Above the 2026 waiver zone, where the net has one gross only (the zone is swept above).
        fc.integer({ min: 4_600_00, max: 60_000_00 }).map((c) => c / 100),
        fc.constantFrom(2024, 2025, 2026),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(0, 350.5, 1_200),
        (net, ano, dependentes, pensao) => {
          const outcome = calculateGrossFromNet({ liquido: net, ano, dependentes, pensao }, 2026)
          if (!outcome.ok) throw new Error('no result')
          expect(Math.round(outcome.value.payslip.gross * 100)).toBe(
            reference(net, ano, dependentes, pensao),
          )
        },
      ),
      { numRuns: 30 },
    )
  })

  // Here the net dips a cent just past an earlier gross that reaches it, so the search lands two
  // cents too high and the scan back finds the smaller gross (found by sweeping 59.127 nets).
  it.each([
    [2024, 3049.32, 0, 3399.96],
    [2024, 3212.35, 1, 3623.29],
  ])(
    '%i, net %d, %i dependents: the smallest gross %d, past a one-cent dip',
    (ano, net, dep, gross) => {
      expect(run(net, ano, dep).payslip.gross).toBe(gross)
      expect(Math.round(gross * 100)).toBe(reference(net, ano, dep, 0))
    },
  )

  it('reach: where a rising value first gets to the target, as a scan finds it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 2, maxLength: 300 }),
        fc.nat(),
        (steps, pick) => {
          const values = steps.map((_, i) => steps.slice(0, i + 1).reduce((a, b) => a + b, 0))
          const last = values.length - 1
          const target = values[pick % values.length] as number
          const at = (g: number) => values[g] as number
          const found = reach(0, last, at, target)
          expect(found).toBe(values.findIndex((v) => v >= target))
        },
      ),
    )
  })

  it('reach takes a few steps on a straight line, where bisection takes twenty', () => {
    let calls = 0
    const line = (g: number) => {
      calls++
      return Math.floor(g * 0.6)
    }
    expect(reach(0, 1_000_000, line, 300_000)).toBe(500_000)
    expect(calls).toBeLessThanOrEqual(6)
  })
})

describe('como calculamos of modo=bruto', () => {
  it('2026, net 5.500,00: the gross found, its payslip, and the gross again as net + INSS + IRRF', () => {
    const r = run(5500, 2026)
    expect(stepsProblems(r.steps, moneyFig(money(7073.95)))).toEqual([])
    expect(r.steps[0]?.label).toBe('Salário bruto procurado')
    expect(stepsOutline(r.steps).at(-1)).toBe('Salário bruto: 5500.00 + 791.87 + 782.08 = 7073.95')
  })
})
