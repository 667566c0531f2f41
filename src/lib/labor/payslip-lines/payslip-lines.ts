import { D, money, type Money, subtractMoney, sumMoney, ZERO } from '../../core/money.ts'
import {
  type CalcStep,
  div,
  fractionFig,
  moneyFig,
  mul,
  numberFig,
  percentFig,
} from '../../core/steps.ts'
import { HAZARD_RULE, INSALUBRITY_RULE, MONTH_DAYS_RULE } from '../../law/tables/payslip-rules.ts'
import type { LegalTable } from '../../law/tables/types.ts'
import type { PayslipExtras, PayslipMonth } from './payslip-extras.ts'
import type { InsalubrityGrade } from './payslip-lines-options.ts'

/**
 * The extra lines of a payslip (docs/legal/payslip-lines.md), shared by the salary screen and the
 * payslip check. Every line below bears INSS, FGTS and IRRF (it is remuneração) except the
 * salário-família, which bears none, and the adiantamento, which is only the month's pay given
 * early and taxed with it at month end:
 *
 * - Insalubridade = minimum wage of the month × 10%, 20% or 40% (grau mínimo, médio, máximo;
 *   CLT art. 192).
 * - Periculosidade = salário-base × 30% (CLT art. 193 §1º; Súmula 191 I TST: on the basic salary
 *   alone). Not both: the employee chooses one (art. 193 §2º).
 * - Comissões as typed, and their DSR = comissões ÷ dias úteis × (domingos + feriados) of the
 *   month (Lei 605/1949 art. 7º; Súmula 27 TST), counted as the overtime DSR (dsr.ts).
 * - Faltas injustificadas = salário ÷ 30 × days (CLT art. 64), and one more day for each week
 *   whose paid rest they cost (Lei 605/1949 art. 6º); a holiday in such a week is not counted.
 * - The remuneração, base of INSS, FGTS and IRRF: salário + adicionais + comissões + DSR +
 *   horas extras + DSR − faltas − DSR perdido.
 * - Salário-família = quota × children up to 14, when the remuneração is at most the limit of
 *   the year's portaria (Lei 8.213/1991 arts. 65–66); exempt of IRRF (RIR/2018 art. 35 I "g")
 *   and outside the INSS and FGTS bases (Lei 8.212/1991 art. 28 §9º "a").
 * - Adiantamento = salário-base × percent, paid mid-month and discounted at month end; the IRRF
 *   is computed on the whole month then (RIR/2018 art. 678).
 *
 * Each amount is rounded once, half-up to the cent; the day of salary keeps all its decimals.
 */

export type PayslipOvertime = {
  /** Overtime pay of the month. */
  extra: Money
  /** Its DSR. */
  dsr: Money
}

export type PayslipEarnings = {
  salary: Money
  insalubrity: { grade: InsalubrityGrade; rate: number; minimumWage: Money; amount: Money } | null
  hazard: { rate: number; amount: Money } | null
  commissions: Money
  commissionsDsr: Money
  overtime: PayslipOvertime | null
  /** Salário ÷ 30 × days. */
  absences: { days: number; amount: Money }
  /** One day a week whose rest is lost. */
  lostRest: { weeks: number; amount: Money; assumed: boolean }
  /** The base of INSS, FGTS and IRRF. */
  remuneration: Money
  /** Proventos that bear the taxes, before absences. */
  taxableEarnings: Money
  steps: readonly CalcStep[]
}

/** The premiums that join the salary in the overtime hour (Súmula 132 I TST; OJ 47 SDI-1 TST). */
export function hourPremiums(salary: Money, extras: PayslipExtras, table: LegalTable): Money {
  return sumMoney(
    insalubrityOf(extras.insalubrity, table)?.amount ?? ZERO,
    extras.hazard ? hazardOf(salary).amount : ZERO,
  )
}

function insalubrityOf(grade: InsalubrityGrade | null, table: LegalTable) {
  if (grade === null) return null
  const rate = INSALUBRITY_RULE.rates[grade]
  const minimumWage = money(table.minimumWage.monthly)
  return { grade, rate, minimumWage, amount: money(new D(minimumWage).times(rate)) }
}

function hazardOf(salary: Money) {
  return { rate: HAZARD_RULE.rate, amount: money(new D(salary).times(HAZARD_RULE.rate)) }
}

export function payslipEarnings(args: {
  salary: Money
  extras: PayslipExtras
  table: LegalTable
  month: PayslipMonth
  overtime?: PayslipOvertime | null
}): PayslipEarnings {
  const { salary, extras, table, month } = args
  const overtime = args.overtime ?? null
  const insalubrity = insalubrityOf(extras.insalubrity, table)
  const hazard = extras.hazard ? hazardOf(salary) : null
  const commissions = extras.commissions
  const commissionsDsr =
    commissions > 0 && month.workingDays > 0
      ? money(new D(commissions).div(month.workingDays).times(month.restCount))
      : ZERO
  const day = new D(salary).div(MONTH_DAYS_RULE.days)
  const absences = { days: extras.absences, amount: money(day.times(extras.absences)) }
  const lostRest = {
    weeks: extras.lostWeeks,
    amount: money(day.times(extras.lostWeeks)),
    assumed: extras.lostWeeksAssumed,
  }
  const taxableEarnings = sumMoney(
    salary,
    insalubrity?.amount ?? ZERO,
    hazard?.amount ?? ZERO,
    commissions,
    commissionsDsr,
    overtime?.extra ?? ZERO,
    overtime?.dsr ?? ZERO,
  )
  const remuneration = subtractMoney(taxableEarnings, sumMoney(absences.amount, lostRest.amount))
  const steps = earningsSteps({
    salary,
    insalubrity,
    hazard,
    commissions,
    commissionsDsr,
    month,
    absences,
    lostRest,
  })
  return {
    salary,
    insalubrity,
    hazard,
    commissions,
    commissionsDsr,
    overtime,
    absences,
    lostRest,
    remuneration,
    taxableEarnings,
    steps,
  }
}

function earningsSteps(a: {
  salary: Money
  insalubrity: PayslipEarnings['insalubrity']
  hazard: PayslipEarnings['hazard']
  commissions: Money
  commissionsDsr: Money
  month: PayslipMonth
  absences: PayslipEarnings['absences']
  lostRest: PayslipEarnings['lostRest']
}): CalcStep[] {
  const steps: CalcStep[] = []
  if (a.insalubrity)
    steps.push({
      label: 'Adicional de insalubridade',
      expression: mul(
        moneyFig(a.insalubrity.minimumWage, 'salário mínimo'),
        fractionFig(a.insalubrity.rate),
      ),
      result: moneyFig(a.insalubrity.amount),
      source: `${INSALUBRITY_RULE.source}; salário mínimo do mês`,
    })
  if (a.hazard)
    steps.push({
      label: 'Adicional de periculosidade',
      expression: mul(moneyFig(a.salary, 'salário-base'), fractionFig(a.hazard.rate)),
      result: moneyFig(a.hazard.amount),
      source: HAZARD_RULE.source,
    })
  if (a.commissions > 0)
    steps.push({
      label: 'DSR sobre comissões',
      expression: mul(
        div(moneyFig(a.commissions, 'comissões'), numberFig(a.month.workingDays, 'dias', 'úteis')),
        numberFig(a.month.restCount, 'dias', 'domingos e feriados'),
      ),
      result: moneyFig(a.commissionsDsr),
      source: 'Lei 605/1949, art. 7º; Súmula 27 do TST',
      note: `Dias úteis de ${a.month.text}, sábados contados.`,
    })
  if (a.absences.days > 0) {
    const absences: CalcStep = {
      label: 'Faltas injustificadas',
      expression: mul(
        div(moneyFig(a.salary, 'salário-base'), numberFig(MONTH_DAYS_RULE.days, 'dias')),
        numberFig(a.absences.days, 'dias', 'faltas'),
      ),
      result: moneyFig(a.absences.amount),
      source: MONTH_DAYS_RULE.source,
    }
    steps.push(absences)
    if (a.lostRest.weeks > 0)
      steps.push({
        label: 'DSR perdido pelas faltas',
        expression: mul(
          div(moneyFig(a.salary, 'salário-base'), numberFig(MONTH_DAYS_RULE.days, 'dias')),
          numberFig(a.lostRest.weeks, 'dias', 'semanas com falta'),
        ),
        result: moneyFig(a.lostRest.amount),
        source: 'Lei 605/1949, art. 6º',
        note: a.lostRest.assumed
          ? 'Semanas com falta não informadas: uma por falta.'
          : 'Um feriado na semana da falta também se perde; não está na conta.',
      })
  }
  return steps
}

export type AfterTaxes = {
  family: {
    children: number
    quota: Money
    limit: Money
    /** The remuneração is within the limit. */
    entitled: boolean
    amount: Money
  }
  advance: { percent: number; amount: Money }
  steps: readonly CalcStep[]
}

/** The lines that do not bear the taxes: salário-família and adiantamento. */
export function payslipAfterTaxes(args: {
  salary: Money
  remuneration: Money
  extras: PayslipExtras
  table: LegalTable
}): AfterTaxes {
  const { salary, remuneration, extras, table } = args
  const sf = table.salaryFamily
  const quota = money(sf.quota)
  const limit = money(sf.incomeLimit)
  const entitled = remuneration <= limit
  const familyAmount =
    entitled && extras.children > 0 ? money(new D(quota).times(extras.children)) : ZERO
  const advance = {
    percent: extras.advancePercent,
    amount: money(new D(salary).times(extras.advancePercent).div(100)),
  }
  const steps: CalcStep[] = []
  if (extras.children > 0)
    steps.push({
      label: 'Salário-família',
      expression: mul(
        moneyFig(quota, entitled ? 'cota' : 'cota (remuneração acima do limite: 0)'),
        numberFig(entitled ? extras.children : 0, 'pessoas', 'filhos até 14 anos'),
      ),
      result: moneyFig(familyAmount),
      source: `${sf.source}; RIR/2018 art. 35 I "g" (isento)`,
      note: entitled
        ? 'A remuneração do mês está dentro do limite da portaria.'
        : 'A remuneração do mês passa do limite da portaria: não há cota.',
    })
  if (advance.percent > 0)
    steps.push({
      label: 'Adiantamento quinzenal',
      expression: mul(moneyFig(salary, 'salário-base'), percentFig(advance.percent)),
      result: moneyFig(advance.amount),
      source: 'RIR/2018 art. 678 (o IRRF é calculado no fim do mês, sobre o mês inteiro)',
      note: 'Já recebido no meio do mês: é descontado do pagamento do fim do mês.',
    })
  return {
    family: { children: extras.children, quota, limit, entitled, amount: familyAmount },
    advance,
    steps,
  }
}
