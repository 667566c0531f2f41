import { DateChecker } from '../core/check-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import { toIsoDate, type IsoDate } from '../core/calendar-date.ts'
import { D, money, type Money, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import {
  type CalcStep,
  fractionFig,
  fromStep,
  max,
  moneyFig,
  mul,
  sub,
  add,
} from '../core/steps.ts'
import { tableTax } from '../law/irrf.ts'
import { plrTableOn } from '../law/tables/plr-on.ts'
import type { PlrTable } from '../law/tables/types.ts'
import { PLR_DATE_LIMITS } from './profit-sharing-options.ts'

/**
 * PLR, participação nos lucros ou resultados (docs/legal/profit-sharing.md). Its income tax is
 * withheld exclusively at source, apart from the wages and from the annual return, by the PLR
 * table of Lei 10.101/2000 art. 3º §5º in force on the payment date (`data`):
 *
 *   IRRF = max(0, PLR × alíquota − parcela a deduzir), rounded half-up to the cent.
 *
 * A second payment in the same calendar year (`plrAnterior`, paid earlier) is taxed on the
 * year's total, less the tax the first one bore (§7º): IRRF = tax(anterior + esta) − tax(anterior).
 * The first payment's tax is computed here with the same table (a first payment made before the
 * table changed, January–April 2025, bore the older one: the screen says so). No INSS or FGTS
 * (art. 3º caput; Lei 8.212/1991 art. 28 §9º "j"), and no R$ 10,00 minimum (Lei 9.430/1996 art. 67
 * spares only income that goes into the annual return). Alimony by court order (§10) is not asked.
 *
 * Tables: February 2024 – April 2025 (isento até 7.640,80) and from May 2025 (8.214,40), the same
 * in 2026 and 2027; a date after the last year with tables takes the latest, which has no end date.
 * Dates before February 2024 have no table here. Worked examples (2026): PLR 9.000,00 → 58,92;
 * 5.000,00 then 6.000,00 → 289,75 on the second.
 */

export type ProfitSharingField = 'plr' | 'data' | 'plrAnterior'
export type ProfitSharingInput = {
  plr: NumberInput
  /** Payment date, `AAAA-MM-DD`. */
  data: DateInput
  /** PLR paid earlier in the same calendar year. */
  plrAnterior?: NumberInput
  /** Today, `AAAA-MM-DD`, for the plausible range of `data`. */
  today?: string
}

export type ProfitSharingResult = {
  date: IsoDate
  table: PlrTable
  /** The date is after the last year with tables: the latest table, which has no end date. */
  beyondTables: boolean
  plr: Money
  previous: Money
  /** previous + plr. */
  yearTotal: Money
  /** Band of the year's total, 1-based, and its rate in percent. */
  bracket: number
  rate: number
  taxOnTotal: Money
  /** Tax the earlier payment bore (by the same table). */
  previousTax: Money
  /** Withheld on this payment. */
  tax: Money
  net: Money
  steps: readonly CalcStep[]
}

function taxStep(label: string, base: Money, table: PlrTable, tax: Money): CalcStep {
  const band = table.brackets.find((b) => b.upTo === null || base <= b.upTo)
  const rate = band?.rate ?? 0
  return {
    label,
    expression: max(
      sub(
        mul(moneyFig(base), fractionFig(rate)),
        moneyFig(money(band?.deduction ?? 0), 'a deduzir'),
      ),
      moneyFig(ZERO),
    ),
    result: moneyFig(tax),
    source: 'Lei 10.101/2000, art. 3º §5º e Anexo',
  }
}

export function calculateProfitSharing(
  input: ProfitSharingInput,
): Outcome<ProfitSharingResult, ProfitSharingField> {
  const c = new DateChecker<ProfitSharingField>()
  const plrValue = c.number('plr', input.plr, { min: 0 })
  const previousValue = c.number('plrAnterior', input.plrAnterior, { min: 0, default: 0 })
  const day = c.date('data', input.data)
  c.within('data', day, PLR_DATE_LIMITS, input.today)
  const date = day ? toIsoDate(day) : null
  const found = date ? plrTableOn(date) : null
  if (date && !found && !c.has('data')) c.add('data', 'too-small', { date: '2024-02-01' })
  if (!c.ok || !date || !found) return c.fail()

  const { table, beyondTables } = found
  const plr = money(plrValue)
  const previous = money(previousValue)
  const yearTotal = sumMoney(previous, plr)
  const onTotal = tableTax(new D(yearTotal), table)
  const previousTax = tableTax(new D(previous), table).tax
  const tax = subtractMoney(onTotal.tax, previousTax)
  const net = subtractMoney(plr, tax)

  const steps: CalcStep[] = []
  const twoPayments = previous > 0
  const totalStep: CalcStep | null = twoPayments
    ? {
        label: 'PLR do ano',
        expression: add(moneyFig(previous, 'paga antes'), moneyFig(plr, 'esta')),
        result: moneyFig(yearTotal),
        source: 'Lei 10.101/2000, art. 3º §7º',
      }
    : null
  if (totalStep) steps.push(totalStep)
  const onTotalStep = taxStep(
    twoPayments ? 'IRRF sobre a PLR do ano' : 'IRRF sobre a PLR',
    yearTotal,
    table,
    onTotal.tax,
  )
  steps.push(onTotalStep)
  let taxStepDone = onTotalStep
  if (twoPayments) {
    const previousStep = taxStep('IRRF da parcela anterior', previous, table, previousTax)
    steps.push(previousStep)
    taxStepDone = {
      label: 'IRRF desta parcela',
      expression: sub(fromStep(onTotalStep), fromStep(previousStep)),
      result: moneyFig(tax),
      source: 'Lei 10.101/2000, art. 3º §7º',
    }
    steps.push(taxStepDone)
  }
  steps.push({
    label: 'PLR líquida',
    expression: sub(moneyFig(plr, 'PLR'), fromStep(taxStepDone, 'IRRF')),
    result: moneyFig(net),
  })

  return ok({
    date,
    table,
    beyondTables,
    plr,
    previous,
    yearTotal,
    bracket: onTotal.bracket,
    rate: onTotal.rate,
    taxOnTotal: onTotal.tax,
    previousTax,
    tax,
    net,
    steps,
  })
}
