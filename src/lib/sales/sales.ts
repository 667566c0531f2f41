import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { DAYS_PER_MONTH, WEEKS_PER_MONTH } from './sales-options.ts'

/**
 * Meta de vendas (/meta-vendas): how many sales reach a revenue goal at an average ticket.
 *
 * ```text
 * vendas = ⌈meta / ticket⌉
 * por dia = ⌈vendas / 30⌉,  por semana = ⌈vendas / 4⌉
 * ```
 *
 * Conventions: the division is done in decimal, so 2,10 / 0,30 is 7 sales, not the 8 that
 * binary floating point (7.000000000000001) would round up to. A month is 30 days and 4 weeks
 * (docs/product.md §9). The ticket is at least one cent. `projectedRevenue` = vendas × ticket, which
 * reaches or passes the goal.
 *
 * Sources: docs/product.md §3, §9.
 */

export type SalesInput = {
  /** Revenue goal, R$. */
  meta: NumberInput
  /** Average ticket, R$. */
  ticket: NumberInput
}

export type SalesField = keyof SalesInput

export type SalesResult = {
  salesNeeded: number
  dailySales: number
  weeklySales: number
  projectedRevenue: Money
}

function ceilDiv(a: number, b: number): number {
  return Number(new D(a).div(b).toDecimalPlaces(0, D.ROUND_CEIL).toString())
}

export function calculateSales(input: SalesInput): Outcome<SalesResult, SalesField> {
  const c = new Checker<SalesField>()
  const meta = c.number('meta', input.meta, { positive: true })
  const ticket = c.number('ticket', input.ticket, { positive: true, min: 0.01 })
  if (!c.ok) return c.fail()
  const salesNeeded = ceilDiv(meta, ticket)
  return {
    ok: true,
    value: {
      salesNeeded,
      dailySales: ceilDiv(salesNeeded, DAYS_PER_MONTH),
      weeklySales: ceilDiv(salesNeeded, WEEKS_PER_MONTH),
      projectedRevenue: money(new D(ticket).times(salesNeeded)),
    },
  }
}
