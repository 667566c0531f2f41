import { D, money, type Money, subtractMoney, sumMoney } from '../core/money.ts'
import {
  add,
  type CalcStep,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  sub,
} from '../core/steps.ts'
import { inssContribution } from '../law/inss.ts'
import { monthlyIrrf, thirteenthIrrf } from '../law/irrf.ts'
import type { LegalTable } from '../law/tables/types.ts'
import { EMPLOYER_DEFAULTS } from './clt-pj-options.ts'

/**
 * The CLT side of a year (docs/legal/clt-pj.md): eleven months of salary, one month of férias
 * with its 1/3 taxed as a separate payment, the 13º taxed apart (irrf.ts), FGTS of 8% on
 * all of it (Lei 8.036/1990 art. 15), and the benefits at the value the person gives them.
 */
export type CltSide = {
  salary: Money
  /** INSS and IRRF of an ordinary month. */
  monthlyInss: Money
  monthlyIrrf: Money
  monthlyNet: Money
  /** Salary + 1/3 of the vacation month. */
  vacationGross: Money
  vacationNet: Money
  thirteenthNet: Money
  annualNet: Money
  grossAnnual: Money
  fgts: Money
  benefitsAnnual: Money
  /** What the person takes: annual net + FGTS + benefits. */
  package: Money
  /** The employer's yearly cost outside the Simples (20% + RAT × FAP + terceiros) and inside. */
  employerCost: Money
  employerCostSimples: Money
  steps: CalcStep[]
}

function netOf(gross: Money, table: LegalTable, dependents: number, thirteenth: boolean) {
  const inss = inssContribution(new D(gross), table.inss).contribution
  const irrf = (thirteenth ? thirteenthIrrf : monthlyIrrf)({
    income: gross,
    inss,
    dependents,
    table,
  })
  return { inss, irrf: irrf.withheld, net: subtractMoney(gross, sumMoney(inss, irrf.withheld)) }
}

export function cltSide(
  salary: Money,
  benefits: Money,
  dependents: number,
  table: LegalTable,
): CltSide {
  const third = money(new D(salary).div(3))
  const vacationGross = sumMoney(salary, third)
  const month = netOf(salary, table, dependents, false)
  const vacation = netOf(vacationGross, table, dependents, false)
  const thirteenth = netOf(salary, table, dependents, true)
  const annualNet = sumMoney(money(new D(month.net).times(11)), vacation.net, thirteenth.net)
  const grossAnnual = sumMoney(money(new D(salary).times(13)), third)
  const fgts = money(new D(grossAnnual).times(EMPLOYER_DEFAULTS.fgts).div(100))
  const benefitsAnnual = money(new D(benefits).times(12))
  const pack = sumMoney(annualNet, fgts, benefitsAnnual)
  const { inss, rat, fap, terceiros } = EMPLOYER_DEFAULTS
  const chargesPercent = inss + rat * fap + terceiros
  const charges = money(new D(grossAnnual).times(chargesPercent).div(100))
  const employerCost = sumMoney(grossAnnual, charges, fgts, benefitsAnnual)
  const employerCostSimples = sumMoney(grossAnnual, fgts, benefitsAnnual)
  const netStep = (
    label: string,
    gross: Money,
    n: ReturnType<typeof netOf>,
    source: string,
  ): CalcStep => ({
    label,
    expression: sub(moneyFig(gross), moneyFig(n.inss, 'INSS'), moneyFig(n.irrf, 'IRRF')),
    result: moneyFig(n.net),
    source,
  })
  const monthStep = netStep(
    'CLT: líquido de um mês',
    salary,
    month,
    'INSS (EC 103/2019) e IRRF (Lei 9.250/1995), tabelas do ano',
  )
  const vacationStep = netStep(
    'CLT: líquido do mês de férias, com 1/3',
    vacationGross,
    vacation,
    'CLT art. 142; CF art. 7º, XVII (férias pagas à parte, com 1/3)',
  )
  const thirteenthStep = netStep(
    'CLT: líquido do 13º',
    salary,
    thirteenth,
    'Lei 4.090/1962; IRRF exclusivo na fonte, com a dedução mais vantajosa (RIR/2018, art. 700)',
  )
  const yearStep: CalcStep = {
    label: 'CLT: líquido do ano',
    expression: add(
      mul(fromStep(monthStep, 'líquido do mês'), numberFig(11, 'meses')),
      fromStep(vacationStep, 'férias'),
      fromStep(thirteenthStep, '13º'),
    ),
    result: moneyFig(annualNet),
    source: '11 meses de salário, 1 de férias e o 13º',
  }
  const fgtsStep: CalcStep = {
    label: 'FGTS do ano: 8% de 13⅓ salários',
    expression: mul(
      add(mul(moneyFig(salary), numberFig(13)), moneyFig(third, '1/3 de férias')),
      percentFig(EMPLOYER_DEFAULTS.fgts),
    ),
    result: moneyFig(fgts),
    source: 'Lei 8.036/1990, art. 15',
  }
  const steps: CalcStep[] = [
    monthStep,
    vacationStep,
    thirteenthStep,
    yearStep,
    fgtsStep,
    {
      label: 'CLT: o que fica com você no ano',
      expression: add(
        fromStep(yearStep, 'líquido'),
        fromStep(fgtsStep, 'FGTS'),
        // No benefits: a "+ R$ 0,00 × 12" would only add noise.
        ...(benefits > 0 ? [mul(moneyFig(benefits, 'benefícios'), numberFig(12, 'meses'))] : []),
      ),
      result: moneyFig(pack),
      source: 'Líquido + FGTS + benefícios',
    },
  ]
  return {
    salary,
    monthlyInss: month.inss,
    monthlyIrrf: month.irrf,
    monthlyNet: month.net,
    vacationGross,
    vacationNet: vacation.net,
    thirteenthNet: thirteenth.net,
    annualNet,
    grossAnnual,
    fgts,
    benefitsAnnual,
    package: pack,
    employerCost,
    employerCostSimples,
    steps,
  }
}
