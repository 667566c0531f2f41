import { D, type Money, ZERO } from '../core/money.ts'
import {
  type CalcStep,
  add,
  fromStep,
  max,
  min,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  sub,
} from '../core/steps.ts'
import { type IrrfResult, MINIMUM_WITHHOLDING } from './irrf.ts'
import type { LegalTable } from './tables/types.ts'

/**
 * "Como calculamos" of an IRRF (docs/como-calculamos.md), shared by the salary, 13º and
 * rescisão, in the order irrf.ts computes it: the dependents, the deduction used (the better of
 * the legal deductions and the simplified discount, the 13º included), the base, the tax of the
 * table's band, the 2026 reduction on the gross income, and the IRRF withheld (on a month's
 * wages none at R$ 10,00 or less; on the 13º any tax, which the last step says). Each figure is
 * the one irrf.ts used; `inss` is the step whose result is the INSS deducted. `suffix` tells two
 * IRRFs of one list apart (" sobre o 13º").
 */
/** Why a 13º's IRRF is withheld even when small (Lei 9.430/1996 art. 67; RIR/2018 art. 700). */
export const THIRTEENTH_NO_WAIVER =
  'No 13º todo imposto é retido, mesmo até R$\u00a010,00: a dispensa da Lei 9.430/1996, art. 67, vale só para o que entra na declaração anual, e o 13º é tributado exclusivamente na fonte.'

export function irrfSteps(args: {
  irrf: IrrfResult
  inss: CalcStep
  table: LegalTable
  dependents: number
  /** The 13º: taxed exclusively at source, without the R$ 10,00 waiver. */
  thirteenth: boolean
  suffix?: string
}): CalcStep[] {
  const { irrf, inss, table, dependents, thirteenth, suffix = '' } = args
  const steps: CalcStep[] = []
  const push = (step: CalcStep): CalcStep => {
    steps.push(step)
    return step
  }
  const income = moneyFig(irrf.income, thirteenth ? '13º bruto' : 'rendimento bruto')

  let legal = inss
  const alimony = irrf.alimony > 0
  if (dependents > 0 || alimony) {
    const parts = [fromStep(inss, 'INSS')]
    if (dependents > 0) {
      const perDependent = push({
        label: `Dedução por dependentes${suffix}`,
        expression: mul(
          moneyFig(table.irrf.dependentDeduction as Money),
          numberFig(dependents, 'dependentes'),
        ),
        result: moneyFig(irrf.dependentsDeduction),
        source: 'Lei 9.250/1995, art. 4º, III',
      })
      parts.push(fromStep(perDependent, 'dependentes'))
    }
    if (alimony) parts.push(moneyFig(irrf.alimony, 'pensão alimentícia'))
    legal = push({
      label: `Deduções legais${suffix}`,
      expression: add(...parts),
      result: moneyFig(irrf.legalDeductions),
      source: alimony
        ? 'Lei 9.250/1995, art. 4º, II, III e IV'
        : 'Lei 9.250/1995, art. 4º, III e IV',
      ...(alimony
        ? {
            note: 'A pensão entra nas deduções legais; não se soma ao desconto simplificado.',
          }
        : {}),
    })
  }

  const deduction = push({
    label: `Dedução usada${suffix}`,
    expression: max(
      fromStep(legal, legal === inss ? 'INSS' : 'deduções legais'),
      moneyFig(table.irrf.simplifiedDiscount as Money, 'desconto simplificado'),
    ),
    result: moneyFig(irrf.deduction),
    source: thirteenth
      ? 'Lei 9.250/1995, art. 4º §2º, e RIR/2018, art. 700 (a mais vantajosa, também no 13º)'
      : 'Lei 9.250/1995, art. 4º §2º (a mais vantajosa)',
    note:
      irrf.deductionMethod === 'simplificado'
        ? 'Usado o desconto simplificado: é maior que as deduções legais e as substitui.'
        : 'Usadas as deduções legais: são maiores que o desconto simplificado.',
  })

  const difference = sub(income, fromStep(deduction, 'dedução'))
  const base = push({
    label: `Base do IRRF${suffix}`,
    expression: new D(irrf.income).lt(irrf.deduction)
      ? max(difference, moneyFig(ZERO))
      : difference,
    result: moneyFig(irrf.base),
    source: thirteenth
      ? 'RIR/2018, art. 700 (13º: tributação exclusiva na fonte, à parte do salário)'
      : 'Lei 9.250/1995, art. 4º',
  })

  const band = table.irrf.brackets[irrf.bracket - 1]
  const rawTax = band ? new D(irrf.base).times(band.rate).minus(band.deduction) : new D(0)
  const tableExpression = band
    ? sub(
        mul(fromStep(base, 'base'), percentFig(irrf.rate)),
        moneyFig(band.deduction as Money, 'parcela a deduzir'),
      )
    : fromStep(base, 'base')
  const tax = push({
    label: `Imposto pela tabela${suffix}`,
    expression: rawTax.isNegative() ? max(tableExpression, moneyFig(ZERO)) : tableExpression,
    result: moneyFig(irrf.taxBeforeReduction),
    source: `${table.irrf.source}, faixa ${irrf.bracket}`,
    ...(irrf.rate === 0 ? { note: 'Faixa isenta.' } : {}),
  })

  // A zero tax has nothing to reduce: the reduction would only repeat zeros.
  const reduction = irrf.taxBeforeReduction > 0 ? table.irrfReduction : null
  if (reduction) {
    const incomeValue = new D(irrf.income)
    const source = 'Lei 15.270/2025 (Lei 9.250/1995, art. 3º-A)'
    const reductionStep = push(
      incomeValue.gt(reduction.phaseOutUpTo)
        ? {
            label: `Redução da Lei 15.270/2025${suffix}`,
            result: moneyFig(irrf.reduction),
            source,
            note: 'Sem redução: o rendimento bruto passa de R$\u00a07.350,00.',
          }
        : {
            label: `Redução da Lei 15.270/2025${suffix}`,
            expression: min(
              fromStep(tax, 'imposto'),
              incomeValue.lte(reduction.fullUpTo)
                ? moneyFig(reduction.fullMax as Money, 'limite')
                : sub(
                    moneyFig(reduction.phaseOutConstant as Money),
                    mul(numberFig(reduction.phaseOutFactor), income),
                  ),
            ),
            result: moneyFig(irrf.reduction),
            source,
            note: incomeValue.lte(reduction.fullUpTo)
              ? 'Rendimento bruto até R$\u00a05.000,00: o imposto é reduzido até R$\u00a0312,89.'
              : 'Rendimento bruto de R$\u00a05.000,01 a R$\u00a07.350,00: redução decrescente.',
          },
    )
    push({
      label: irrf.belowMinimumWithholding ? `IRRF calculado${suffix}` : `IRRF${suffix}`,
      expression: sub(fromStep(tax, 'imposto'), fromStep(reductionStep, 'redução')),
      result: moneyFig(irrf.computed),
      source,
    })
  }
  if (irrf.belowMinimumWithholding) {
    push({
      label: `IRRF${suffix}`,
      result: moneyFig(irrf.withheld),
      source: 'Lei 9.430/1996, art. 67',
      note: `IRRF de até R$\u00a0${MINIMUM_WITHHOLDING},00 não é retido.`,
    })
  } else if (!reduction) {
    // Without a reduction the table's tax is the IRRF; one step more would repeat it.
    tax.label = `IRRF${suffix}`
  }
  const last = steps.at(-1) as CalcStep
  if (thirteenth && irrf.withheld > 0) {
    // Whatever its size: the art. 67 waiver covers only income of the annual return.
    last.note = THIRTEENTH_NO_WAIVER
  }
  return steps
}
