import { D, type Dec, money, type Money } from '../core/money.ts'
import {
  add,
  type CalcStep,
  div,
  max,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  sub,
} from '../core/steps.ts'
import { legalTable } from '../law/tables/by-year.ts'
import type { TableYear } from '../law/tables/table-years.ts'
import { UNEMPLOYMENT_BANDS } from './unemployment-tables.ts'
import type { UnemploymentBand } from './unemployment-types.ts'

/**
 * The instalment from the average of the last three salaries, in the year's bands (Lei
 * 7.998/1990 art. 5º; docs/legal/unemployment.md), with the steps that show it.
 */
export function installmentValue(
  salaries: readonly [number, number, number],
  year: TableYear,
): { installment: Money; band: UnemploymentBand; steps: CalcStep[] } {
  const bands = UNEMPLOYMENT_BANDS[year]
  const floor = money(legalTable(year).minimumWage.monthly)
  const sum = add(...salaries.map((s) => moneyFig(money(s))))
  const averageExpr = div(sum, numberFig(3))
  const average: Dec = new D(salaries[0]).plus(salaries[1]).plus(salaries[2]).div(3)
  const steps: CalcStep[] = [
    {
      label: 'Média dos três últimos salários',
      expression: averageExpr,
      result: moneyFig(money(average)),
      source: 'Lei 7.998/1990, art. 5º',
      note: 'A média entra sem arredondar no cálculo da parcela.',
    },
  ]
  let raw: Money
  let band: UnemploymentBand
  if (average.lte(bands.band1UpTo)) {
    raw = money(average.times(bands.band1Factor))
    band = 'faixa-1'
    steps.push({
      label: 'Parcela na 1ª faixa: 80% da média',
      expression: mul(averageExpr, percentFig(bands.band1Factor * 100)),
      result: moneyFig(raw),
      source: bands.source,
    })
  } else if (average.lte(bands.band2UpTo)) {
    raw = money(average.minus(bands.band1UpTo).times(bands.band2Factor).plus(bands.band2Fixed))
    band = 'faixa-2'
    steps.push({
      label: 'Parcela na 2ª faixa: parte fixa + 50% do que passa da 1ª faixa',
      expression: add(
        moneyFig(money(bands.band2Fixed), 'parte fixa'),
        mul(
          sub(averageExpr, moneyFig(money(bands.band1UpTo), 'limite da 1ª faixa')),
          percentFig(bands.band2Factor * 100),
        ),
      ),
      result: moneyFig(raw),
      source: bands.source,
    })
  } else {
    raw = money(bands.ceiling)
    band = 'teto'
    steps.push({
      label: 'Parcela acima da 2ª faixa: o valor máximo',
      result: moneyFig(raw),
      source: bands.source,
    })
  }
  if (raw >= floor) return { installment: raw, band, steps }
  steps.push({
    label: 'Piso: nenhuma parcela é menor que o salário mínimo',
    expression: max(moneyFig(raw), moneyFig(floor, 'salário mínimo')),
    result: moneyFig(floor),
    source: 'Lei 7.998/1990, art. 5º §2º',
  })
  return { installment: floor, band: 'piso', steps }
}
