import { addDays, addMonths, addYears, differenceInMonths } from 'date-fns'

import { toIsoDate } from '../core/calendar-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import { DateChecker } from '../core/check-date.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { officialFigureStep, type OfficialFigure } from '../series/accumulate.ts'
import { cdi as cdiSeries } from '../series/data/cdi.ts'
import { ipca as ipcaSeries } from '../series/data/ipca.ts'
import { selic as selicSeries } from '../series/data/selic.ts'
import { tr as trSeries } from '../series/data/tr.ts'
import type { CalcStep } from '../core/steps.ts'
import { compareProducts } from './fixed-income-compare.ts'
import { officialRates } from './fixed-income-official.ts'
import {
  DEFAULT_CDB_PERCENT,
  DEFAULT_LCI_PERCENT,
  MAX_TERM,
  type OfficialField,
  type Product,
  TERM_UNITS,
  type TermUnit,
} from './fixed-income-options.ts'
import { lciMinimumMonths } from './fixed-income-rules.ts'
import type { ProductResult } from './fixed-income-products.ts'

/**
 * Renda fixa (/calculadora-renda-fixa): CDB, LCI/LCA, Tesouro Selic and poupança side by side,
 * from today for the term typed, with the same money in (docs/legal/fixed-income.md).
 *
 * - CDB and LCI/LCA at a % of the CDI, Tesouro Selic at the Selic: gross = amount × daily
 *   factor^(business days), each amount rounded to the cent; yield = gross − amount.
 * - IOF on a yield redeemed before 30 days; IR on (yield − IOF) by calendar days held, each
 *   deposit by its own days; LCI/LCA and poupança are exempt for individuals (Lei 11.033/2004
 *   art. 3º; Lei 8.981/1995 art. 68).
 * - Tesouro Selic custody: 0,20% a year on the stock above R$ 10.000, pro rata by calendar days,
 *   on the time-weighted average of each amount's start and end balance; approximate, and not
 *   deducted from the IR base (our decision, docs/legal/fixed-income.md).
 * - Poupança: credited on each monthly anniversary, rounded to the cent; a partial month earns
 *   nothing.
 * - Prefixado (`pre`) at a rate agreed in % a year, and IPCA+ (`ipcamais`) at the IPCA typed plus
 *   a real rate: daily factor (1 + a)^(1/252), with a = (1 + IPCA) × (1 + real) − 1 for the IPCA+;
 *   taxed as a CDB (IR and IOF); each product is compared only when its rate is typed.
 * - Net yield in % a year: the rate that turns the money put in into the net amount (one deposit:
 *   (net ÷ amount)^(365/days) − 1); real yield: (1 + net) ÷ (1 + IPCA) − 1.
 * - The Selic, TR, IPCA (and CDI) fields are filled with the last 12 months of the shipped
 *   official series (`OFFICIAL_RATES`, docs/legal/official-series.md): Selic, CDI and IPCA
 *   compounded over the 12 months, the TR as their mean month, (Π (1 + TR_m))^(1/12) − 1.
 */

/** The last 12 months of the shipped series, as the screen fills its fields with them. */
export const OFFICIAL_RATES = officialRates({
  cdi: cdiSeries,
  selic: selicSeries,
  tr: trSeries,
  ipca: ipcaSeries,
})

export type FixedIncomeField = keyof FixedIncomeInput

export type FixedIncomeInput = {
  valor: NumberInput
  aporte?: NumberInput
  prazo: NumberInput
  unidade?: string | null
  cdi: NumberInput
  selic: NumberInput
  tr?: NumberInput
  ipca?: NumberInput
  cdb?: NumberInput
  lci?: NumberInput
  /** Prefixado, % a year: compared when typed. */
  pre?: NumberInput
  /** IPCA+, the real rate above the IPCA, % a year: compared when typed, with `ipca`. */
  ipcamais?: NumberInput
  tesouro?: string | null
  poupanca?: string | null
  /** The application date; the screen passes today. */
  inicio: DateInput
  /** The rates that are the official series' figures (the field still holds the one filled in):
   * "Como calculamos" then shows the months they come from. */
  official?: Partial<Record<OfficialField, OfficialFigure>>
}

export type FixedIncomeResult = {
  start: string
  end: string
  calendarDays: number
  businessDays: number
  products: readonly ProductResult[]
  /** The product with the highest net amount among those that can be redeemed at the term's end. */
  best: Product
  /** LCI/LCA term shorter than the minimum for a new issue today, in months (the LCI can then not
   * be redeemed at the term's end and is never the best); else null. */
  lciMinimumMonths: number | null
  /** The rates taken from the official series as they are, and how each was found. */
  officialUsed: readonly OfficialFigure[]
  inputSteps: readonly CalcStep[]
}

const OFFICIAL_FIELDS_IN_ORDER: readonly OfficialField[] = ['cdi', 'selic', 'tr', 'ipca']

const OFFICIAL_LABELS: Record<OfficialField, string> = {
  cdi: 'CDI dos últimos 12 meses',
  selic: 'Selic dos últimos 12 meses',
  tr: 'TR média dos últimos 12 meses (ao mês)',
  ipca: 'IPCA dos últimos 12 meses',
}

export function calculateFixedIncome(
  input: FixedIncomeInput,
): Outcome<FixedIncomeResult, FixedIncomeField> {
  const c = new DateChecker<FixedIncomeField>()
  const valor = c.number('valor', input.valor, { positive: true })
  const aporte = c.number('aporte', input.aporte, { min: 0, default: 0 })
  const unit: TermUnit = c.option('unidade', input.unidade, TERM_UNITS, 'meses')
  const term = c.number('prazo', input.prazo, { integer: true, min: 1, max: MAX_TERM[unit] })
  const cdi = c.number('cdi', input.cdi, { min: 0, max: 100 })
  const tr = c.number('tr', input.tr, { min: 0, max: 10, default: 0 })
  const ipca =
    input.ipca === null || input.ipca === undefined
      ? null
      : c.number('ipca', input.ipca, { min: -50, max: 100 })
  const cdbPercent = c.number('cdb', input.cdb, {
    positive: true,
    max: 1000,
    default: DEFAULT_CDB_PERCENT,
  })
  const lciPercent = c.number('lci', input.lci, {
    positive: true,
    max: 1000,
    default: DEFAULT_LCI_PERCENT,
  })
  const pre =
    input.pre === null || input.pre === undefined
      ? null
      : c.number('pre', input.pre, { min: 0, max: 100 })
  const ipcaPlus =
    input.ipcamais === null || input.ipcamais === undefined
      ? null
      : c.number('ipcamais', input.ipcamais, { min: 0, max: 100 })
  // The IPCA+ pays the IPCA on top of its real rate: without the IPCA it has no yield to show.
  if (ipcaPlus !== null && ipca === null) c.add('ipca', 'required')
  const tesouro = c.option('tesouro', input.tesouro, ['sim', 'nao'] as const, 'sim') === 'sim'
  const poupanca = c.option('poupanca', input.poupanca, ['sim', 'nao'] as const, 'sim') === 'sim'
  // The Selic yields only the Tesouro Selic and sets the poupança's rule: a comparison of CDB and
  // LCI alone does not ask for it (docs/legal/fixed-income.md).
  const selic = tesouro || poupanca ? c.number('selic', input.selic, { min: 0, max: 100 }) : 0
  const start = c.date('inicio', input.inicio)
  if (!c.ok || !start) return c.fail()

  const end =
    unit === 'dias'
      ? addDays(start, term)
      : unit === 'meses'
        ? addMonths(start, term)
        : addYears(start, term)
  const rates = { cdi, selic, tr, ipca, cdbPercent, lciPercent, pre, ipcaPlus, tesouro, poupanca }
  const { calendarDays, businessDays, products } = compareProducts(start, end, valor, aporte, rates)

  const used: Record<OfficialField, number | null> = {
    cdi,
    selic: tesouro || poupanca ? selic : null,
    tr,
    ipca,
  }
  // Only a figure the computation used as it is: a rate edited away from it is the person's.
  const official = OFFICIAL_FIELDS_IN_ORDER.flatMap((field) => {
    const figure = input.official?.[field]
    return figure && used[field] === figure.value ? [[field, figure] as const] : []
  })

  const minimum = lciMinimumMonths(toIsoDate(start))
  const termMonths = differenceInMonths(end, start)
  const lciMin = Math.max(minimum.lci, minimum.lca)
  // An LCI/LCA held for less than its minimum term can not be redeemed at the end of it, so it is
  // no option for this term, however much it would yield (docs/legal/fixed-income.md).
  const lciLocked = termMonths < lciMin
  const eligible = products.filter((p) => !(lciLocked && p.product === 'lci'))
  const best = eligible.reduce((a, b) => (b.net > a.net ? b : a))
  return ok({
    start: toIsoDate(start),
    end: toIsoDate(end),
    calendarDays,
    businessDays,
    products,
    best: best.product,
    lciMinimumMonths: lciLocked ? lciMin : null,
    officialUsed: official.map(([, figure]) => figure),
    inputSteps: official.map(([field, figure]) =>
      officialFigureStep(figure, OFFICIAL_LABELS[field]),
    ),
  })
}
