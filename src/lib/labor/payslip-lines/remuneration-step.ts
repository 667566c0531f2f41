import {
  add,
  type CalcStep,
  fromStep,
  moneyFig,
  type StepExpression,
  sub,
} from '../../core/steps.ts'
import type { PayslipEarnings } from './payslip-lines.ts'

/**
 * The remuneração, base of INSS, FGTS and IRRF, when the payslip has more than the salary: the
 * proventos that bear the taxes, less the faltas and the rest they cost.
 */
export function remunerationStep(e: PayslipEarnings, lines: readonly CalcStep[]): CalcStep | null {
  if (e.remuneration === e.salary && lines.length === 0) return null
  const named = (label: string) => lines.find((s) => s.label === label)
  const plus: StepExpression[] = [moneyFig(e.salary, 'salário-base')]
  const minus: StepExpression[] = []
  for (const label of ['Adicional de insalubridade', 'Adicional de periculosidade']) {
    const step = named(label)
    if (step) plus.push(fromStep(step))
  }
  if (e.commissions > 0) plus.push(moneyFig(e.commissions, 'comissões'))
  for (const label of ['DSR sobre comissões']) {
    const step = named(label)
    if (step) plus.push(fromStep(step))
  }
  if (e.overtime) {
    plus.push(moneyFig(e.overtime.extra, 'horas extras'))
    if (e.overtime.dsr > 0) plus.push(moneyFig(e.overtime.dsr, 'DSR sobre horas extras'))
  }
  for (const label of ['Faltas injustificadas', 'DSR perdido pelas faltas']) {
    const step = named(label)
    if (step) minus.push(fromStep(step))
  }
  const sum = plus.length === 1 ? (plus[0] as StepExpression) : add(...plus)
  return {
    label: 'Remuneração do mês',
    expression: minus.length > 0 ? sub(sum, ...minus) : sum,
    result: moneyFig(e.remuneration),
    source: 'Base do INSS, do FGTS e do IRRF (Lei 8.212/1991 art. 28 I; Lei 8.036/1990 art. 15)',
  }
}
