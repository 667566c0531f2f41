import type { UTCDate } from '@date-fns/utc'
import { differenceInCalendarDays, differenceInMonths } from 'date-fns'

import { ZERO } from '../core/money.ts'
import { deposits } from './fixed-income-flows.ts'
import {
  businessDayCounts,
  cdiDailyFactor,
  savingsMonthlyFactor,
  yearlyDailyFactor,
} from './fixed-income-rules.ts'
import { grow, growSavings, type ProductResult, summarize } from './fixed-income-products.ts'
import { cdiSteps, custodySteps, savingsSteps, yearlyRateFactor } from './fixed-income-steps.ts'

/**
 * The products of the renda fixa comparison (src/lib/fixed-income/fixed-income.ts), each grown
 * from the same deposits over the same term: CDB and LCI/LCA always, the prefixado and the IPCA+
 * when their rate is typed, the Tesouro Selic and the poupança when chosen
 * (docs/legal/fixed-income.md).
 */

/** The rates and choices of a comparison, as checked from the form. */
export type ComparedRates = {
  cdi: number
  selic: number
  tr: number
  ipca: number | null
  cdbPercent: number
  lciPercent: number
  pre: number | null
  ipcaPlus: number | null
  tesouro: boolean
  poupanca: boolean
}

export type Comparison = {
  calendarDays: number
  businessDays: number
  products: ProductResult[]
}

/** Every product compared for `valor` applied at `start`, plus `aporte` a month, until `end`. */
export function compareProducts(
  start: UTCDate,
  end: UTCDate,
  valor: number,
  aporte: number,
  rates: ComparedRates,
): Comparison {
  const { cdi, selic, tr, ipca, cdbPercent, lciPercent, pre, ipcaPlus, tesouro, poupanca } = rates
  const days = differenceInCalendarDays(end, start)
  const counts = businessDayCounts(start, end)
  const businessDays = counts[counts.length - 1] ?? 0
  const flows = deposits(start, end, valor, aporte)

  const products: ProductResult[] = []
  const cdbFactor = cdiDailyFactor(cdi, cdbPercent)
  const cdbGrown = grow(flows, cdbFactor, counts, true)
  products.push(
    summarize(
      'cdb',
      { percentOfCdi: cdbPercent },
      cdbGrown,
      ZERO,
      days,
      ipca,
      cdiSteps(cdbGrown, { cdi, percent: cdbPercent, days, businessDays, custody: ZERO }),
    ),
  )
  const lciGrown = grow(flows, cdiDailyFactor(cdi, lciPercent), counts, false)
  products.push(
    summarize(
      'lci',
      { percentOfCdi: lciPercent },
      lciGrown,
      ZERO,
      days,
      ipca,
      cdiSteps(lciGrown, {
        cdi,
        percent: lciPercent,
        days,
        businessDays,
        custody: ZERO,
        exempt: true,
      }),
    ),
  )
  const agreed = (product: 'pre' | 'ipcamais', rate: number, yearlyRates: readonly number[]) => {
    const grown = grow(flows, yearlyDailyFactor(...yearlyRates), counts, true)
    products.push(
      summarize(
        product,
        { rate },
        grown,
        ZERO,
        days,
        ipca,
        cdiSteps(grown, {
          cdi: rate,
          percent: 100,
          days,
          businessDays,
          custody: ZERO,
          factor: yearlyRateFactor(yearlyRates, businessDays),
        }),
      ),
    )
  }
  if (pre !== null) agreed('pre', pre, [pre])
  if (ipcaPlus !== null && ipca !== null) agreed('ipcamais', ipcaPlus, [ipca, ipcaPlus])
  if (tesouro) {
    const grown = grow(flows, cdiDailyFactor(selic, 100), counts, true)
    const custody = custodySteps(grown, days)
    products.push(
      summarize(
        'tesouro-selic',
        {},
        grown,
        custody.custody,
        days,
        ipca,
        cdiSteps(grown, {
          cdi: selic,
          percent: 100,
          days,
          businessDays,
          custody: custody.custody,
          custodyLines: custody.steps,
          selic: true,
        }),
      ),
    )
  }
  if (poupanca) {
    const months = differenceInMonths(end, start)
    const factor = savingsMonthlyFactor(selic, tr)
    const grown = growSavings(flows, factor, months)
    const gross = grown[0]?.gross ?? ZERO
    products.push(
      summarize(
        'poupanca',
        {},
        grown,
        ZERO,
        days,
        ipca,
        savingsSteps({ factor, months, gross, selic, tr }),
      ),
    )
  }
  return { calendarDays: days, businessDays, products }
}
