import { D, type Money, roundTo, subtractMoney } from '../core/money.ts'
import { add, type CalcStep, div, moneyFig, percentFig, sub } from '../core/steps.ts'
import type { ExtraPlan } from './extra-amortization.ts'
import type { FinancingExtra, FinancingResult } from './financing.ts'
import { INCOME_GUIDELINE_PERCENT } from './financing-options.ts'

/** The steps of a financing's "Como calculamos" around its schedule: the entrada, the income
 * share and the totals with an extra amortization (docs/legal/financing.md). */

export function purchaseSteps(purchase: FinancingResult['purchase'], principal: Money): CalcStep[] {
  // With no entrada the price is the amount financed: nothing to explain.
  if (!purchase || purchase.downPayment === 0) return []
  return [
    {
      label: 'Entrada em relação ao preço',
      expression: div(moneyFig(purchase.downPayment), moneyFig(purchase.price)),
      result: percentFig(purchase.downPaymentPercent),
    },
    {
      label: 'Valor financiado',
      expression: sub(moneyFig(purchase.price), moneyFig(purchase.downPayment, 'entrada')),
      result: moneyFig(principal),
      source: 'Preço − entrada',
    },
  ]
}

export function incomeShare(
  installment: Money,
  income: Money,
): NonNullable<FinancingResult['income']> {
  const percent = roundTo(new D(installment).div(income).times(100), 2)
  return { income, percent, aboveGuideline: percent > INCOME_GUIDELINE_PERCENT }
}

export function incomeStep(
  installment: Money,
  income: NonNullable<FinancingResult['income']>,
): CalcStep {
  return {
    label: 'Primeira parcela em relação à renda',
    expression: div(moneyFig(installment), moneyFig(income.income, 'renda')),
    result: percentFig(income.percent),
    note: `Os bancos costumam aceitar parcelas de até ${String(INCOME_GUIDELINE_PERCENT)}% da renda.`,
  }
}

const TOTALS = new Set(['Total pago', 'Total de juros'])

export function withoutExtraLabel(step: CalcStep): CalcStep {
  return TOTALS.has(step.label) ? { ...step, label: `${step.label} sem a amortização extra` } : step
}

/** The totals of the option chosen, from the plain schedule's and what the extra saves. */
export function withExtraSteps(extra: FinancingExtra, chosen: ExtraPlan): CalcStep[] {
  const saved = extra.mode === 'prazo' ? extra.interestSaved.term : extra.interestSaved.installment
  return [
    {
      label: 'Total de juros com a amortização extra',
      expression: sub(moneyFig(extra.base.totalInterest), moneyFig(saved, 'juros economizados')),
      result: moneyFig(chosen.totalInterest),
    },
    {
      label: 'Total pago com a amortização extra',
      expression: add(
        moneyFig(extra.paid.total, 'amortização extra'),
        moneyFig(subtractMoney(chosen.totalPaid, extra.paid.total), 'parcelas'),
      ),
      result: moneyFig(chosen.totalPaid),
      source: 'Parcelas e amortizações extras da tabela',
    },
  ]
}
