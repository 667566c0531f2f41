/**
 * Percentage calculator, four modes (URL `modo`, docs/decisions.md §4):
 *
 * - `de`: pct% de valor = valor × pct / 100.
 * - `aumento`: valor + valor × pct / 100 (the increase is shown too).
 * - `reducao`: valor − valor × pct / 100, pct from 0 to 100.
 * - `variacao`: (para − de) / |de| × 100. Dividing by |de| keeps the sign meaning "went up": from
 *   −100 to −50 is +50%. `de` = 0 has no percentage change and gets the `zero` error (docs/decisions.md
 *   §3; the seed divided unguarded and showed Infinity); a `de` so close to 0 that the
 *   percentage overflows is `too-small` (no limit).
 *
 * Values are computed in decimal and rounded once: amounts half-up to 2 decimals with `money()`
 * (the site's "valor" fields hold money), percentages with `roundTo(…, 2)` (docs/product.md §9: percentage
 * results to 2 decimals). Final amounts are computed from the shown amounts, so valor + aumento
 * always equals the shown total.
 */
import { type NumberInput, Checker } from '../core/check.ts'
import { D, type Money, money, subtractMoney, sumMoney, roundTo } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import { PERCENTAGE_MODES } from './percentage-options.ts'

export type PercentageInput = {
  /** Defaults to `de`, the first tab. */
  modo?: string | null
  pct?: NumberInput
  valor?: NumberInput
  de?: NumberInput
  para?: NumberInput
}
export type PercentageField = keyof PercentageInput

export type PercentageResult =
  | { modo: 'de'; result: Money }
  | { modo: 'aumento'; increase: Money; result: Money }
  | { modo: 'reducao'; reduction: Money; result: Money }
  | {
      modo: 'variacao'
      /** Percentage change, 2 decimals (negative for a fall). */
      percent: number
      /** para − de. */
      difference: Money
      direction: 'aumento' | 'reducao' | 'igual'
    }

export function calculatePercentage(
  input: PercentageInput,
): Outcome<PercentageResult, PercentageField> {
  const c = new Checker<PercentageField>()
  const modo = c.option('modo', input.modo, PERCENTAGE_MODES, 'de')
  if (!c.ok) return c.fail()

  if (modo === 'variacao') {
    const de = c.number('de', input.de)
    const para = c.number('para', input.para)
    if (c.ok && de === 0) c.add('de', 'zero')
    if (!c.ok) return c.fail()
    const change = new D(para).minus(de)
    const ratio = change.div(Math.abs(de)).times(100)
    // A de like 1e-300 passes validation but makes the percentage overflow.
    if (!Number.isFinite(Number(ratio.toString()))) {
      c.add('de', 'too-small')
      return c.fail()
    }
    const percent = roundTo(ratio, 2)
    return ok({
      modo,
      percent,
      difference: money(change),
      direction: change.isZero() ? 'igual' : change.isPositive() ? 'aumento' : 'reducao',
    })
  }

  const valor = c.number('valor', input.valor)
  const pct = c.number(
    'pct',
    input.pct,
    modo === 'reducao' ? { min: 0, max: 100 } : modo === 'aumento' ? { min: 0 } : {},
  )
  if (!c.ok) return c.fail()
  const part = money(new D(valor).times(pct).div(100))
  const base = money(valor)
  if (modo === 'de') return ok({ modo, result: part })
  if (modo === 'aumento') return ok({ modo, increase: part, result: sumMoney(base, part) })
  return ok({ modo, reduction: part, result: subtractMoney(base, part) })
}
