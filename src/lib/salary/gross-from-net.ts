import { Checker, type NumberInput } from '../core/check.ts'
import { D, fromCents, money, type Money, toCents } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { add, type CalcStep, fromStep, moneyFig } from '../core/steps.ts'
import { readDependents, readPension } from '../law/irrf-inputs.ts'
import { calculateSalaryNet } from './salary.ts'
import type { SalaryNetResult } from './salary-types.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import { inssContribution } from '../law/inss.ts'
import { monthlyIrrf } from '../law/irrf.ts'

/**
 * Salário bruto a partir do líquido (`modo=bruto`): the smallest monthly gross whose payslip
 * (INSS, IRRF, the 2026 reduction) leaves the net asked for (docs/legal/inss-irrf.md).
 *
 * net(G) = G − INSS(G) − IRRF(G) rises with G, by at most a cent per cent of gross (INSS and IRRF
 * each round to the cent, so one more cent can also lose one), with one exception: where the
 * IRRF first exceeds R$ 10,00 it starts being withheld (Lei 9.430/1996 art. 67) and the net
 * drops by about R$ 10. So every net is reached, some by two gross salaries.
 *
 * Search, exact in cents: a lower bound Ga, the smallest G with G − INSS(G) ≥ N (that difference
 * never falls); if no IRRF is withheld at Ga, Ga is the answer; else a search for a G where the
 * net first reaches N, then a scan back over SCAN_BACK cents to repair the one-cent dips, keeping
 * the smallest. The larger second gross, when the net lies in the drop, is found past the end of
 * the waiver.
 *
 * The searches interpolate (the net is nearly a straight line of the gross), so a link's result
 * costs about 30 payslips instead of 150: on a phone with a slow CPU that was most of the time
 * between the page turning interactive and the result (docs/performance.md).
 * A pensão alimentícia is a fixed amount discounted from the pay: the search bounds move by it,
 * and each payslip deducts it from the IRRF base as calculateSalaryNet does.
 */

export type GrossFromNetField = keyof GrossFromNetInput
export type GrossFromNetInput = {
  liquido: NumberInput
  dependentes?: NumberInput
  ano?: NumberInput
  /** Pensão alimentícia discounted from the pay (and deducted from the IRRF base). */
  pensao?: NumberInput
}

export type GrossFromNetResult = {
  /** The payslip of the gross found. */
  payslip: SalaryNetResult
  /** Whether its net is exactly the one asked for (else the nearest above). */
  exact: boolean
  /** When not exact: the gross one cent below, whose net is the nearest below the one asked. */
  nearestBelow: { gross: Money; net: Money } | null
  /** A larger gross with the same net, when the R$ 10,00 waiver makes two. */
  secondGross: Money | null
  /** The IRRF computed but not withheld (art. 67), when there is one. */
  waivedIrrf: Money | null
  /** "Como calculamos": the gross found, its payslip, and the gross again as net + deductions. */
  steps: CalcStep[]
}

/** The largest net the form accepts: above it the gross passes any real salary. */
export const MAX_NET = 1_000_000

/** Cents scanned back from a gross that reaches the net (see `smallestNear`). */
const SCAN_BACK = 12

/**
 * A G in [lo, hi] where `value` first reaches `target` (value(G − 1) < target ≤ value(G)), for a
 * value that reaches it at hi; lo itself when it already does. Interpolating between the ends
 * finds it in a few payslips on a nearly straight value; where the guess gains little (a kink of
 * the tables), the next step halves the interval, so it never takes more than about twice as
 * many steps as bisection.
 */
export function reach(
  lo: number,
  hi: number,
  value: (g: number) => number,
  target: number,
): number {
  let low = value(lo)
  if (low >= target) return lo
  let high = value(hi)
  let bisect = false
  while (hi - lo > 1) {
    const width = hi - lo
    const guess = bisect
      ? lo + Math.floor(width / 2)
      : lo + Math.ceil(((target - low) * width) / (high - low))
    const mid = Math.min(hi - 1, Math.max(lo + 1, guess))
    const v = value(mid)
    if (v >= target) [hi, high] = [mid, v]
    else [lo, low] = [mid, v]
    bisect = !bisect && hi - lo > width / 2
  }
  return hi
}

export function calculateGrossFromNet(
  input: GrossFromNetInput,
  todayYear: number,
): Outcome<GrossFromNetResult, GrossFromNetField> {
  const c = new Checker<GrossFromNetField>()
  const liquido = c.number('liquido', input.liquido, { positive: true, max: MAX_NET })
  const dependents = readDependents(c, 'dependentes', input.dependentes)
  const year = readTableYear(c, 'ano', input.ano, todayYear)
  const pension = readPension(c, 'pensao', input.pensao, MAX_NET)
  if (!c.ok) return c.fail()

  const alimony = toCents(money(pension))
  const target = toCents(money(liquido))
  if (target <= 0) {
    c.add('liquido', 'not-positive')
    return c.fail()
  }
  // The search only needs INSS and IRRF of each candidate: the payslip (with its steps) is built
  // once, for the gross found.
  const table = legalTable(year)
  const slips = new Map<number, { inss: number; irrf: number }>()
  const slip = (cents: number) => {
    let found = slips.get(cents)
    if (!found) {
      const income = fromCents(cents)
      const inss = inssContribution(new D(income), table.inss).contribution
      const irrf = monthlyIrrf({ income, inss, dependents, table, alimony: fromCents(alimony) })
      found = { inss: toCents(inss), irrf: toCents(irrf.withheld) }
      slips.set(cents, found)
    }
    return found
  }
  const net = (cents: number) => cents - slip(cents).inss - slip(cents).irrf - alimony
  const afterInss = (cents: number) => cents - slip(cents).inss - alimony

  // The smallest G in [from, found] whose net reaches N, `found` being one that does. Where IRRF
  // is withheld the net rises by at least 0,45 cent a cent of gross (INSS 14%, IRRF 27,5% and the
  // 2026 phase-out's 13,3145% at most), and its three roundings move it by under 1,5 cent each way: an earlier
  // gross reaching N lies within 7 cents. SCAN_BACK leaves room for that.
  const smallestNear = (from: number, found: number): number => {
    for (let g = Math.max(from, found - SCAN_BACK); g < found; g++) if (net(g) >= target) return g
    return found
  }

  // G − INSS − P ≥ N needs G ≥ N + P; INSS is under 15% of G, so 1,25 (N + P) + the ceiling
  // covers it.
  const need = target + alimony
  const ga = reach(need, Math.ceil(need * 1.25) + 100_000, afterInss, target)
  let gross = ga
  if (slip(ga).irrf > 0) gross = smallestNear(ga, reach(ga, need * 3 + 100_000, net, target))
  const outcome = calculateSalaryNet(
    { bruto: fromCents(gross), dependentes: dependents, ano: year, pensao: fromCents(alimony) },
    todayYear,
  )
  // A positive gross with the pensão it was searched for always has a payslip.
  if (!outcome.ok) throw new RangeError(`no payslip for ${gross} cents`)
  const payslip = outcome.value
  const detail = payslip.irrfDetail
  const waivedIrrf = detail.belowMinimumWithholding && detail.computed > 0 ? detail.computed : null

  let secondGross: Money | null = null
  if (waivedIrrf !== null) {
    // Past the waiver the IRRF is withheld and the net falls back below N; the net climbs again.
    const zoneEnd = reach(gross, gross + 1_000_000, (g) => slip(g).irrf, 1)
    const again = smallestNear(zoneEnd, reach(zoneEnd, zoneEnd + 400_000, net, target))
    if (net(again) === target) secondGross = fromCents(again)
  }
  const exact = toCents(payslip.net) === target
  const nearestBelow =
    exact || gross <= 1 ? null : { gross: fromCents(gross - 1), net: fromCents(net(gross - 1)) }
  return ok({
    payslip,
    exact,
    nearestBelow,
    secondGross,
    waivedIrrf,
    steps: grossSteps(payslip, exact),
  })
}

function grossSteps(payslip: SalaryNetResult, exact: boolean): CalcStep[] {
  const found: CalcStep = {
    label: 'Salário bruto procurado',
    result: moneyFig(payslip.gross),
    source: 'Busca exata, centavo a centavo, do menor bruto',
    note: exact
      ? 'Com um centavo a menos de bruto, o líquido já fica abaixo do pedido.'
      : 'Nenhum bruto deixa exatamente o líquido pedido; este é o mais próximo acima.',
  }
  const netStep = payslip.steps.at(-1) as CalcStep
  const deductions = [moneyFig(payslip.inss, 'INSS'), moneyFig(payslip.irrf, 'IRRF')]
  if (payslip.alimony > 0) deductions.push(moneyFig(payslip.alimony, 'pensão alimentícia'))
  return [
    found,
    ...payslip.steps,
    {
      label: 'Salário bruto',
      expression: add(fromStep(netStep, 'líquido'), ...deductions),
      result: moneyFig(payslip.gross),
      source: 'Bruto = líquido + descontos',
    },
  ]
}
