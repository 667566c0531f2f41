import type { Money } from '../core/money.ts'
import {
  type CalcStep,
  add,
  div,
  fractionFig,
  fromStep,
  min,
  moneyFig,
  mul,
  numberFig,
  type StepExpression,
  sub,
} from '../core/steps.ts'
import type { InssResult } from '../law/inss.ts'
import { inssSteps } from '../law/inss-steps.ts'
import type { IrrfResult } from '../law/irrf.ts'
import { irrfSteps } from '../law/irrf-steps.ts'
import type { LegalTable } from '../law/tables/types.ts'
import type { AfterTaxes, PayslipEarnings } from '../labor/payslip-lines/payslip-lines.ts'
import { remunerationStep } from '../labor/payslip-lines/remuneration-step.ts'

/**
 * "Como calculamos" of the salary screen (docs/como-calculamos.md): the INSS and IRRF steps
 * shared with the 13º and the rescisão, then the payslip's own lines, each from the figures
 * salary.ts used, ending on the figure the screen shows.
 */

/** Líquido: INSS, IRRF, vale-transporte, net. */
export function netSalarySteps(args: {
  gross: Money
  earnings: PayslipEarnings
  after: AfterTaxes
  inss: InssResult
  irrf: IrrfResult
  dependents: number
  vtCost: Money
  vtShare: number
  vt: Money
  outros: Money
  alimony: Money
  net: Money
  table: LegalTable
  /** The IRRF of the year before's rules, in a year with the Lei 15.270/2025 reduction. */
  previous: { year: number; irrf: Money; saving: Money } | null
}): CalcStep[] {
  const { gross, inss, irrf, dependents, vtCost, vtShare, vt, outros, alimony, net, table } = args
  const { earnings, after } = args
  const lines = [...earnings.steps]
  const base = remunerationStep(earnings, lines)
  if (base) lines.push(base)
  const inssList = inssSteps(earnings.remuneration, inss, table.inss)
  const inssTotal = inssList.at(-1) as CalcStep
  const irrfList = irrfSteps({ irrf, inss: inssTotal, table, dependents, thirteenth: false })
  const irrfTotal = irrfList.at(-1) as CalcStep
  const steps = [...lines, ...inssList, ...irrfList]
  if (args.previous) {
    const { year, irrf: before, saving } = args.previous
    const old: CalcStep = {
      label: `IRRF pelas regras de ${year}`,
      result: moneyFig(before),
      source: `Tabela de ${year}, sem a redução da Lei 15.270/2025`,
      note: 'A mesma base e a mesma tabela mensal, sem a redução.',
    }
    steps.push(old, {
      label: `A menos que em ${year}`,
      expression: sub(fromStep(old, `IRRF de ${year}`), fromStep(irrfTotal, 'IRRF')),
      result: moneyFig(saving),
      source: 'Lei 15.270/2025',
    })
  }
  const deductions: StepExpression[] = [fromStep(inssTotal), fromStep(irrfTotal)]
  if (vt > 0) {
    const vtStep: CalcStep = {
      label: 'Vale-transporte',
      expression: min(
        mul(moneyFig(gross, 'salário bruto'), fractionFig(vtShare)),
        moneyFig(vtCost, 'custo do transporte'),
      ),
      result: moneyFig(vt),
      source: 'Lei 7.418/1985, art. 4º, parágrafo único; Decreto 10.854/2021, art. 114',
    }
    steps.push(vtStep)
    deductions.push(fromStep(vtStep))
  }
  if (alimony > 0) deductions.push(moneyFig(alimony, 'pensão alimentícia'))
  if (outros > 0) deductions.push(moneyFig(outros, 'outros descontos'))
  steps.push(...after.steps)
  const advance = after.steps.find((s) => s.label === 'Adiantamento quinzenal')
  if (advance) deductions.push(fromStep(advance, 'adiantamento'))
  const family = after.steps.find((s) => s.label === 'Salário-família')
  const head = base
    ? fromStep(base, 'remuneração')
    : moneyFig(earnings.remuneration, 'salário bruto')
  steps.push({
    label: 'Salário líquido',
    expression: sub(
      family && after.family.amount > 0 ? add(head, fromStep(family)) : head,
      ...deductions,
    ),
    result: moneyFig(net),
    source: 'Líquido = bruto − descontos',
  })
  return steps
}

/** 13º: gross, 1st instalment, INSS and IRRF on the 13º, 2nd instalment, net. */
export function thirteenthSteps(args: {
  salary: Money
  months: number
  gross: Money
  firstInstallment: Money
  inss: InssResult
  irrf: IrrfResult
  dependents: number
  alimony: Money
  secondInstallment: Money
  net: Money
  table: LegalTable
}): CalcStep[] {
  const { salary, months, gross, firstInstallment, inss, irrf, dependents, table } = args
  const grossStep: CalcStep = {
    label: '13º salário bruto',
    expression: div(mul(moneyFig(salary, 'salário'), numberFig(months, 'avos')), numberFig(12)),
    result: moneyFig(gross),
    source: 'Lei 4.090/1962, art. 1º (15 dias ou mais contam como mês)',
  }
  const first: CalcStep = {
    label: '1ª parcela',
    expression: div(fromStep(grossStep, '13º bruto'), numberFig(2)),
    result: moneyFig(firstInstallment),
    source: 'Lei 4.749/1965, art. 2º (até 30/11, sem descontos)',
  }
  const inssList = inssSteps(gross, inss, table.inss, 'INSS sobre o 13º')
  const inssTotal = inssList.at(-1) as CalcStep
  const irrfList = irrfSteps({
    irrf,
    inss: inssTotal,
    table,
    dependents,
    thirteenth: true,
    suffix: ' sobre o 13º',
  })
  const irrfTotal = irrfList.at(-1) as CalcStep
  const second: CalcStep = {
    label: '2ª parcela',
    expression: sub(
      fromStep(grossStep, '13º bruto'),
      fromStep(first),
      fromStep(inssTotal, 'INSS'),
      fromStep(irrfTotal, 'IRRF'),
      ...(args.alimony > 0 ? [moneyFig(args.alimony, 'pensão alimentícia')] : []),
    ),
    result: moneyFig(args.secondInstallment),
    source: 'Lei 4.749/1965, art. 1º (até 20/12, com INSS e IRRF do 13º inteiro)',
  }
  return [
    grossStep,
    first,
    ...inssList,
    ...irrfList,
    second,
    {
      label: '13º salário líquido',
      expression: add(fromStep(first), fromStep(second)),
      result: moneyFig(args.net),
      source: 'As duas parcelas',
    },
  ]
}
