import { D, money, type Money, sumMoney } from '../core/money.ts'
import type { CalcStep } from '../core/steps.ts'
import { add, div, fromStep, moneyFig, mul, numberFig, percentFig } from '../core/steps.ts'

/**
 * "Custo para a empresa" of a monthly salary (docs/legal/inss-irrf.md, "Custo para a empresa").
 *
 * Outside the Simples Nacional (lucro presumido or real), on the same gross:
 *   INSS patronal 20% (Lei 8.212/1991 art. 22 I), RAT 1–3% by the activity's risk (art. 22 II)
 *   times the FAP 0,5–2,0 (Lei 10.666/2003 art. 10), terceiros (salário-educação, INCRA and the
 *   S system; 5,8% for most commerce, services and industry) and FGTS 8% (Lei 8.036/1990 art. 15).
 * Inside the Simples Nacional, Anexos I, II, III and V: the employer's contribution (CPP) is paid
 * in the DAS on revenue (LC 123/2006 art. 13 VI) and terceiros are waived (art. 13 §3º), so the
 * payroll carries the FGTS only. Anexo IV and the desoneração da folha are outside this estimate.
 *
 * Assumed: RAT 2% and FAP 1,0 (the middle of their ranges), terceiros 5,8%. The year adds the 13º
 * and the 1/3 of the férias, on which every one of these charges is also due (STF Tema 985 for
 * the 1/3): 13 + 1/3 salaries a year, each with its charges. Benefits (VT, VR, health plan) are
 * not included: they depend on the company.
 */

export const EMPLOYER_RATES = {
  inssPatronal: 0.2,
  rat: 0.02,
  fap: 1,
  terceiros: 0.058,
  fgts: 0.08,
} as const

export type EmployerRegime = 'geral' | 'simples'

export type EmployerCostLine = {
  key: 'inss-patronal' | 'rat' | 'terceiros' | 'fgts'
  /** Rate on the gross, as a fraction (RAT already times the FAP). */
  rate: number
  amount: Money
}

export type EmployerCost = {
  regime: EmployerRegime
  lines: EmployerCostLine[]
  /** Charges of one month, and the salary plus them. */
  charges: Money
  monthly: Money
  /** 12 salaries + 13º + 1/3 of férias, each with its charges. */
  yearly: Money
  /** The year's cost spread over 12 months. */
  averagePerMonth: Money
  /** How the monthly total was found, line by line. */
  steps: CalcStep[]
}

/** Salaries a year on which the employer pays: 12 months, the 13º and the 1/3 of the férias. */
export const SALARIES_PER_YEAR = new D(12).plus(1).plus(new D(1).div(3))

const LINE_SOURCES: Record<EmployerCostLine['key'], { label: string; source: string }> = {
  'inss-patronal': { label: 'INSS patronal', source: 'Lei 8.212/1991, art. 22, I' },
  rat: { label: 'RAT × FAP', source: 'Lei 8.212/1991, art. 22, II; Lei 10.666/2003, art. 10' },
  terceiros: {
    label: 'Terceiros',
    source: 'Lei 9.424/1996, art. 15; Lei 8.029/1990, art. 8º',
  },
  fgts: { label: 'FGTS', source: 'Lei 8.036/1990, art. 15' },
}

export function employerLineLabel(key: EmployerCostLine['key']): string {
  return LINE_SOURCES[key].label
}

export function employerCost(gross: Money, regime: EmployerRegime): EmployerCost {
  const r = EMPLOYER_RATES
  const rates: [EmployerCostLine['key'], number][] =
    regime === 'geral'
      ? [
          ['inss-patronal', r.inssPatronal],
          ['rat', new D(r.rat).times(r.fap).toNumber()],
          ['terceiros', r.terceiros],
          ['fgts', r.fgts],
        ]
      : [['fgts', r.fgts]]
  const lines = rates.map(([key, rate]) => ({
    key,
    rate,
    amount: money(new D(gross).times(rate)),
  }))
  const charges = sumMoney(...lines.map((l) => l.amount))
  const monthly = sumMoney(gross, charges)
  const yearly = money(new D(monthly).times(SALARIES_PER_YEAR))
  const averagePerMonth = money(new D(yearly).div(12))
  const steps: CalcStep[] = lines.map((l) => ({
    label: LINE_SOURCES[l.key].label,
    expression: mul(
      moneyFig(gross, 'salário bruto'),
      percentFig(new D(l.rate).times(100).toNumber()),
    ),
    result: moneyFig(l.amount),
    source: LINE_SOURCES[l.key].source,
  }))
  const monthlyStep: CalcStep = {
    label: 'Custo mensal',
    expression: add(moneyFig(gross, 'salário bruto'), ...steps.map((step) => fromStep(step))),
    result: moneyFig(monthly),
    source:
      regime === 'geral'
        ? 'Empresa do lucro presumido ou real'
        : 'Simples Nacional: a contribuição patronal vai no DAS (LC 123/2006, art. 13, VI e §3º)',
  }
  const yearlyStep: CalcStep = {
    label: 'Custo no ano',
    expression: add(
      mul(fromStep(monthlyStep), numberFig(13, 'vezes', '12 meses e o 13º')),
      div(fromStep(monthlyStep), numberFig(3, undefined, '1/3 de férias')),
    ),
    result: moneyFig(yearly),
    source: 'Lei 4.090/1962 (13º); Constituição, art. 7º, XVII (1/3 de férias)',
  }
  steps.push(monthlyStep, yearlyStep, {
    label: 'Média por mês',
    expression: div(fromStep(yearlyStep), numberFig(12, 'meses')),
    result: moneyFig(averagePerMonth),
    source: 'Custo no ano ÷ 12',
  })
  return { regime, lines, charges, monthly, yearly, averagePerMonth, steps }
}
