import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money, roundTo, subtractMoney } from '../core/money.ts'
import { fail, type Outcome, ok } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import { type PendingTable, pendingTables, wantedYear } from '../law/tables/pending-tables.ts'
import { type TableYear } from '../law/tables/table-years.ts'
import {
  SIMPLES_ANNEXES,
  SIMPLES_RBT12_LIMIT,
  SIMPLES_SOURCE,
  SIMPLES_TABLES,
  type SimplesAnnex,
} from '../law/tables/simples-nacional.ts'
import type { MeiActivity } from '../law/tables/types.ts'
import {
  annualRevenueOf,
  judgeMeiLimit,
  type MeiLimitStatus,
  monthsOpen,
  readOpening,
} from './mei-limit.ts'
import { meiLimitSteps } from './mei-limit-steps.ts'
import { MEI_ACTIVITIES } from './tax-options.ts'
import { meiSteps, simplesSteps } from './tax-steps.ts'

/**
 * MEI and Simples Nacional taxes (/calculadora-impostos-mei).
 *
 * MEI (LC 123/2006 art. 18-A): a fixed monthly DAS of the chosen year and activity = INSS 5% of
 * the minimum wage + R$ 1,00 ICMS (comércio/indústria) and/or R$ 5,00 ISS (serviços), whatever
 * the month's revenue; annual = DAS × the months of activity. The limit is the year's revenue:
 * R$ 81.000,00 (§1º), or in the year the MEI opened (`abertura`) R$ 6.750,00 × the months from
 * the opening month to December, a fraction of a month counted whole (§2º). The year's revenue
 * is `faturamentoAnual`, else the month × 12 (× the months open in the opening year). Excess =
 * year − limit: none → only the DAS; up to 20% of the limit → MEI until 31/12, leaves on 1 January
 * and pays with January's DAS the excess × 4% (comércio), 4,5% (indústria) or 6% (serviços), the
 * 1ª faixa of Anexos I–III (§7º III "a", §10; Res. CGSN 140/2018 art. 115 §8º); above 20% →
 * excluded back to 1 January or to the opening month (§7º III "b"), with the month and the year
 * (annualised in the opening year) offered to the Simples below as revenue and RBT12. Share of
 * the limit = year ÷ limit, in percent.
 *
 * Simples Nacional (art. 18 §1º-A, Anexos I–V): RBT12 (default: the month's revenue × 12, the
 * first-year annualisation of §2º) picks the band; effective rate = (RBT12 × Aliq − PD) / RBT12;
 * DAS of the month = effective rate × the month's revenue, rounded to the cent; annual estimate
 * = 12 × that DAS. RBT12 above R$ 4.800.000,00 → `over-limit` (outside the Simples, art. 3º II).
 * Rates are percentages rounded to 2 places for display; the tax uses the unrounded rate.
 * Not modelled: Fator R (choosing Anexo III or V is the user's), the ICMS/ISS sublimit, the
 * partilha between the taxes, Anexo IV's separate CPP.
 */

export type TaxComponent = { id: string; amount: Money }

// --- MEI -------------------------------------------------------------------------------------

export type MeiField = keyof MeiInput
export type MeiInput = {
  faturamento: NumberInput
  atividade?: string | null
  ano?: NumberInput
  /** The year's revenue; empty: the month × the months of activity. */
  faturamentoAnual?: NumberInput
  /** `AAAA-MM`, the month the MEI opened; empty: open before the year. */
  abertura?: string | null
}
export type MeiResult = {
  year: TableYear
  /** The DAS and minimum wage of a later year not yet published, borrowed from an earlier one. */
  pending: readonly PendingTable[]
  activity: MeiActivity
  /** DAS-MEI of the month. */
  monthlyTax: Money
  annualTax: Money
  /** DAS ÷ revenue, percent; null for a month without revenue. */
  taxRate: number | null
  breakdown: TaxComponent[]
  /** The year's revenue the limit is judged on: typed, or the month × the months open. */
  annualRevenue: Money
  annualRevenueTyped: boolean
  /** The year's limit: 81.000, or 6.750 × the months open in the opening year. */
  annualLimit: Money
  monthlyLimit: Money
  /** 12, or the months from the opening month to December in the opening year. */
  monthsOpen: number
  /** The opening month (1–12) when the MEI opened in the table's year. */
  openingMonth: number | null
  /** Annual revenue ÷ the annual limit, percent. */
  limitUsed: number
  status: MeiLimitStatus
  /** Above 20%: the figures for the Simples simulation (anexo null: the activity is mixed). */
  simples: { faturamento: Money; rbt12: Money; anexo: SimplesAnnex | null } | null
  /** "Como calculamos": the limit, the excess and the DAS parts (tax-steps.ts). */
  steps: readonly CalcStep[]
}

export function calculateMei(input: MeiInput, todayYear: number): Outcome<MeiResult, MeiField> {
  const c = new Checker<MeiField>()
  const revenue = c.number('faturamento', input.faturamento, { min: 0 })
  const activity = c.option('atividade', input.atividade, MEI_ACTIVITIES, 'comercio')
  const typedYear = c.number('faturamentoAnual', input.faturamentoAnual, { min: 0, default: -1 })
  const year = readTableYear(c, 'ano', input.ano, todayYear)
  const opening = c.has('ano')
    ? null
    : readOpening(c, { opening: 'abertura', year: 'ano' }, input.abertura, year)
  const monthlyRevenue = money(revenue)
  // A year that sold less than one of its months is a typing slip, not a figure to judge.
  if (!c.has('faturamento') && !c.has('faturamentoAnual') && typedYear >= 0) {
    if (money(typedYear) < monthlyRevenue)
      c.add('faturamentoAnual', 'too-small', { limit: monthlyRevenue })
  }
  if (!c.ok) return c.fail()

  const table = legalTable(year)
  const mei = table.mei
  const months = monthsOpen(opening, year)
  const annualLimit =
    months === 12 ? money(mei.annualLimit) : money(new D(mei.monthlyLimit).times(months))
  const annual = annualRevenueOf({
    month: monthlyRevenue,
    typed: typedYear >= 0 ? typedYear : null,
    months,
  })
  const status = judgeMeiLimit({
    mei,
    activity,
    year,
    opening,
    limit: annualLimit,
    annualRevenue: annual.amount,
  })
  const monthlyTax = money(mei.das[activity])
  const breakdown: TaxComponent[] = [{ id: 'inss', amount: money(mei.inss) }]
  if (activity !== 'servicos') breakdown.push({ id: 'icms', amount: money(mei.icms) })
  if (activity !== 'comercio') breakdown.push({ id: 'iss', amount: money(mei.iss) })
  const openingMonth = opening !== null && opening.year === year ? opening.month : null
  return ok({
    year,
    pending: pendingTables(table, ['mei', 'salario-minimo'], wantedYear(table, todayYear)),
    activity,
    monthlyTax,
    annualTax: money(new D(monthlyTax).times(months)),
    taxRate:
      monthlyRevenue > 0 ? roundTo(new D(monthlyTax).div(monthlyRevenue).times(100), 2) : null,
    breakdown,
    annualRevenue: annual.amount,
    annualRevenueTyped: annual.typed,
    annualLimit,
    monthlyLimit: money(mei.monthlyLimit),
    monthsOpen: months,
    openingMonth,
    limitUsed: roundTo(new D(annual.amount).div(annualLimit).times(100), 2),
    status,
    simples:
      status.kind === 'excluded'
        ? {
            faturamento: monthlyRevenue,
            // RBT12 of a business younger than a year: its months' average × 12 (art. 18 §2º).
            rbt12: money(new D(annual.amount).div(months).times(12)),
            anexo: activity === 'comercio' ? 1 : activity === 'servicos' ? 3 : null,
          }
        : null,
    steps: [
      ...meiLimitSteps({
        mei,
        monthlyRevenue,
        months,
        openingMonth,
        annualLimit,
        annual,
        status,
      }),
      ...(status.kind === 'excluded'
        ? []
        : meiSteps({ activity, mei, minimumWage: table.minimumWage, monthlyTax })),
    ],
  })
}

// --- Simples Nacional ------------------------------------------------------------------------

export type SimplesField = keyof SimplesInput
export type SimplesInput = {
  faturamento: NumberInput
  anexo?: NumberInput
  rbt12?: NumberInput
  ano?: NumberInput
}
export type SimplesResult = {
  /** The tables are the same every year; kept so a link reproduces the "Tabela de <ano>". */
  year: TableYear
  annex: SimplesAnnex
  rbt12: Money
  /** 1-based band of the Anexo. */
  bracket: number
  /** Alíquota nominal, percent. */
  nominalRate: number
  /** Parcela a deduzir. */
  deduction: Money
  /** Effective rate, percent (rounded for display). */
  taxRate: number
  monthlyTax: Money
  annualTax: Money
  /** RBT12 × Aliq, − PD, = tax on the RBT12: the effective-rate formula in amounts. */
  breakdown: TaxComponent[]
  /** "Como calculamos": RBT12, the band, the effective rate, the DAS (tax-steps.ts). */
  steps: readonly CalcStep[]
}

export function calculateSimples(
  input: SimplesInput,
  todayYear: number,
): Outcome<SimplesResult, SimplesField> {
  const c = new Checker<SimplesField>()
  const revenue = money(c.number('faturamento', input.faturamento, { positive: true }))
  // Less than half a cent is no revenue: it would make RBT12 zero, a division by zero.
  if (!c.has('faturamento') && revenue === 0) c.add('faturamento', 'not-positive')
  const annexNumber = c.number('anexo', input.anexo, { integer: true, min: 1, max: 5, default: 1 })
  const rbt12Typed = c.number('rbt12', input.rbt12, { positive: true, default: 0 })
  if (!c.has('rbt12') && rbt12Typed > 0 && money(rbt12Typed) === 0) c.add('rbt12', 'not-positive')
  const year = readTableYear(c, 'ano', input.ano, todayYear)
  if (!c.ok) return c.fail()

  const typed = rbt12Typed > 0
  const rbt12 = typed ? new D(money(rbt12Typed)) : new D(revenue).times(12)
  if (rbt12.gt(SIMPLES_RBT12_LIMIT)) {
    return fail({
      field: typed ? 'rbt12' : 'faturamento',
      code: 'over-limit',
      limit: SIMPLES_RBT12_LIMIT,
    })
  }
  const annex = SIMPLES_ANNEXES.find((a) => a === annexNumber) ?? 1
  const bands = SIMPLES_TABLES[annex]
  const index = Math.max(
    bands.findIndex((b) => rbt12.lte(b.upTo)),
    0,
  )
  const band = bands[index] as (typeof bands)[number]
  const grossOnRbt12 = rbt12.times(band.rate)
  const effective = grossOnRbt12.minus(band.deduction).div(rbt12)
  const monthlyTax = money(effective.times(revenue))
  const grossShown = money(grossOnRbt12)
  const deduction = money(band.deduction)
  return ok({
    year,
    annex,
    rbt12: money(rbt12),
    bracket: index + 1,
    nominalRate: roundTo(new D(band.rate).times(100), 2),
    deduction,
    taxRate: roundTo(effective.times(100), 2),
    monthlyTax,
    annualTax: money(new D(monthlyTax).times(12)),
    breakdown: [
      { id: 'rbt12-x-aliquota', amount: grossShown },
      { id: 'parcela-a-deduzir', amount: deduction },
      { id: 'imposto-sobre-rbt12', amount: subtractMoney(grossShown, deduction) },
    ],
    steps: simplesSteps({
      revenue,
      rbt12: money(rbt12),
      rbt12Typed: typed,
      annex,
      bracket: index + 1,
      band,
      taxRate: roundTo(effective.times(100), 2),
      monthlyTax,
      source: SIMPLES_SOURCE,
    }),
  })
}
