import { D, type Money } from '../core/money.ts'
import {
  type CalcStep,
  add,
  div,
  fromStep,
  min,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  type StepExpression,
  type StepFigure,
  sub,
} from '../core/steps.ts'
import type { InssResult } from '../law/inss.ts'
import { inssSteps } from '../law/inss-steps.ts'
import type { IrrfResult } from '../law/irrf.ts'
import { irrfSteps } from '../law/irrf-steps.ts'
import type { SeveranceReason } from './labor-options.ts'
import type { LegalTable } from '../law/tables/types.ts'

/**
 * "Como calculamos" of the labour screen (docs/como-calculamos.md): each verba of the rescisão
 * with its days or avos, the INSS and IRRF steps shared with the salary, the deductions, the net,
 * the FGTS. Every expression is written in the order labor.ts computes it
 * (the day rate salary ÷ 30 first, then × days), so it rounds to the same cent.
 */

const percent = (fraction: number): StepFigure => percentFig(new D(fraction).times(100).toNumber())

/** The amounts and counts calculateSeverance found, with the tax results behind them. */
export type SeveranceStepData = {
  reason: SeveranceReason
  salary: Money
  serviceYears: number
  /** Aviso: Lei 12.506 days, the days paid, and whether the employee worked the first 30. */
  notice: { entitled: number; paidDays: number; worked: boolean; half: boolean } | null
  balanceDays: number
  salaryBalance: Money
  priorNotice: Money
  thirteenthMonths: number
  proportionalThirteenth: Money
  vacationMonths: number
  proportionalVacation: Money
  overdueVacationDays: number
  overdueVacation: Money
  vacationBonus: Money
  grossTotal: Money
  inssBalance: InssResult
  irrfBalance: IrrfResult
  inss13: InssResult
  irrf13: IrrfResult
  /** The aviso not worked by a resigning employee: one salary, at most what is left. */
  noticeDiscount: Money | null
  deductionsTotal: Money
  netTotal: Money
  fgts: {
    balance: Money
    /** Months of service to the projected end, when the balance is estimated. */
    estimatedMonths: number | null
    withdrawal: Money
    fine: Money
  } | null
  total: Money
  table: LegalTable
}

export function severanceSteps(d: SeveranceStepData): CalcStep[] {
  const steps: CalcStep[] = []
  const push = (step: CalcStep): CalcStep => {
    steps.push(step)
    return step
  }
  const salary = moneyFig(d.salary, 'salário')
  const dayRate = () => div(salary, numberFig(30))
  const verbas: CalcStep[] = []
  const verba = (step: CalcStep, amount: Money): void => {
    if (amount > 0) verbas.push(push(step))
  }

  verba(
    {
      label: 'Saldo de salário',
      expression: mul(dayRate(), numberFig(d.balanceDays, 'dias')),
      result: moneyFig(d.salaryBalance),
      source: 'CLT art. 462; dias trabalhados no mês da saída, mês comercial de 30 dias',
    },
    d.salaryBalance,
  )

  if (d.notice && d.priorNotice > 0) {
    const { entitled, paidDays, worked, half } = d.notice
    const days = push({
      label: 'Dias de aviso prévio',
      expression: min(
        numberFig(90, 'dias'),
        add(numberFig(30, 'dias'), mul(numberFig(3, 'dias'), numberFig(d.serviceYears, 'anos'))),
      ),
      result: numberFig(entitled, 'dias'),
      source: 'Lei 12.506/2011 (30 dias + 3 por ano completo, até 90)',
    })
    let paid = days
    if (worked || half) {
      const beyond = worked ? sub(fromStep(days, 'aviso'), numberFig(30, 'dias')) : null
      paid = push({
        label: 'Dias de aviso pagos',
        expression:
          beyond && half
            ? div(beyond, numberFig(2))
            : (beyond ?? div(fromStep(days, 'aviso'), numberFig(2))),
        result: numberFig(paidDays, 'dias'),
        source: [
          worked ? 'aviso trabalhado: os 30 dias são trabalhados (MTE, Nota Técnica 184/2012)' : '',
          half ? 'acordo: metade do aviso indenizado (CLT art. 484-A, I, "a")' : '',
        ]
          .filter(Boolean)
          .join('; '),
      })
    }
    verba(
      {
        label: worked ? 'Aviso prévio proporcional (além dos 30 dias)' : 'Aviso prévio indenizado',
        expression: mul(dayRate(), fromStep(paid, 'dias')),
        result: moneyFig(d.priorNotice),
        source: 'CLT art. 487 §1º; Lei 12.506/2011',
      },
      d.priorNotice,
    )
  }

  verba(
    {
      label: '13º salário proporcional',
      expression: div(mul(salary, numberFig(d.thirteenthMonths, 'avos')), numberFig(12)),
      result: moneyFig(d.proportionalThirteenth),
      source: 'Lei 4.090/1962, art. 1º §2º (15 dias ou mais contam como mês)',
    },
    d.proportionalThirteenth,
  )
  const vacation: CalcStep[] = []
  const vacationVerba = (step: CalcStep, amount: Money) => {
    verba(step, amount)
    if (amount > 0) vacation.push(step)
  }
  vacationVerba(
    {
      label: 'Férias proporcionais',
      expression: div(mul(salary, numberFig(d.vacationMonths, 'avos')), numberFig(12)),
      result: moneyFig(d.proportionalVacation),
      source: 'CLT arts. 146 e 147',
    },
    d.proportionalVacation,
  )
  vacationVerba(
    {
      label: 'Férias vencidas',
      expression: mul(dayRate(), numberFig(d.overdueVacationDays, 'dias')),
      result: moneyFig(d.overdueVacation),
      source: 'CLT art. 146, caput',
    },
    d.overdueVacation,
  )
  if (vacation.length > 0) {
    verba(
      {
        label: '1/3 de férias',
        expression: div(
          vacation.length === 1
            ? fromStep(vacation[0] as CalcStep)
            : add(...vacation.map((step) => fromStep(step))),
          numberFig(3),
        ),
        result: moneyFig(d.vacationBonus),
        source: 'CF art. 7º, XVII',
      },
      d.vacationBonus,
    )
  }
  const gross = push({
    label: 'Total de verbas',
    // A contract of a day at a few cents rounds every verba to zero: nothing to add.
    ...(verbas.length > 0 ? { expression: add(...verbas.map((step) => fromStep(step))) } : {}),
    result: moneyFig(d.grossTotal),
    source: 'Soma das verbas',
  })

  // Taxes: the saldo as the month's wages, the 13º apart; the indemnities are exempt.
  const deductions: StepExpression[] = []
  const taxes = (
    amount: Money,
    inss: InssResult,
    irrf: IrrfResult,
    thirteenth: boolean,
    suffix: string,
  ) => {
    if (amount <= 0) return
    const inssList = inssSteps(amount, inss, d.table.inss, `INSS${suffix}`)
    const inssTotal = inssList.at(-1) as CalcStep
    const irrfList = irrfSteps({
      irrf,
      inss: inssTotal,
      table: d.table,
      dependents: 0,
      thirteenth,
      suffix,
    })
    steps.push(...inssList, ...irrfList)
    deductions.push(fromStep(inssTotal), fromStep(irrfList.at(-1) as CalcStep))
  }
  taxes(d.salaryBalance, d.inssBalance, d.irrfBalance, false, ' sobre o saldo de salário')
  taxes(d.proportionalThirteenth, d.inss13, d.irrf13, true, ' sobre o 13º')

  if (d.noticeDiscount !== null) {
    const discount = push({
      label: 'Desconto do aviso prévio não cumprido',
      expression: min(salary, sub(fromStep(gross, 'verbas'), ...deductions)),
      result: moneyFig(d.noticeDiscount),
      source: 'CLT art. 487 §2º; no máximo o que sobra da rescisão (art. 477 §5º)',
    })
    deductions.push(fromStep(discount))
  }
  let net = gross
  if (deductions.length > 0) {
    const total = push({
      label: 'Total de descontos',
      expression: add(...deductions),
      result: moneyFig(d.deductionsTotal),
      source: 'Soma dos descontos',
      note: 'Aviso indenizado e férias indenizadas + 1/3 não têm INSS nem IRRF (Lei 8.212/1991, art. 28 §9º; RIR/2018, art. 35).',
    })
    net = push({
      label: 'Líquido da rescisão',
      expression: sub(fromStep(gross, 'verbas'), fromStep(total, 'descontos')),
      result: moneyFig(d.netTotal),
      source: 'Pago pela empresa (CLT art. 477)',
    })
  }

  if (d.fgts) {
    const agreement = d.reason === 'acordo'
    const rates = d.table.fgts
    const balance = push(
      d.fgts.estimatedMonths === null
        ? {
            label: 'Saldo do FGTS',
            result: moneyFig(d.fgts.balance),
            source: 'Extrato do FGTS: saldo para fins rescisórios (informado)',
          }
        : {
            label: 'Saldo do FGTS (estimado)',
            expression: div(
              mul(
                salary,
                percent(rates.deposit),
                numberFig(d.fgts.estimatedMonths, 'meses'),
                numberFig(13),
              ),
              numberFig(12),
            ),
            result: moneyFig(d.fgts.balance),
            source: 'Lei 8.036/1990, art. 15 (8% por mês, 13 depósitos por ano com o 13º)',
            note: 'Estimativa sem juros nem correção; o extrato do FGTS tem o saldo exato.',
          },
    )
    const withdrawal = push({
      label: 'Saque do FGTS',
      expression: agreement
        ? mul(fromStep(balance, 'saldo'), percent(rates.withdrawalAgreement))
        : mul(fromStep(balance, 'saldo'), percentFig(100)),
      result: moneyFig(d.fgts.withdrawal),
      source: agreement ? 'CLT art. 484-A §1º (80% no acordo)' : 'Lei 8.036/1990, art. 20, I',
    })
    const fine = push({
      label: 'Multa do FGTS',
      expression: mul(
        fromStep(balance, 'saldo'),
        percent(agreement ? rates.fineAgreement : rates.fineDismissal),
      ),
      result: moneyFig(d.fgts.fine),
      source: agreement ? 'CLT art. 484-A, I, "b" (20% no acordo)' : 'Lei 8.036/1990, art. 18 §1º',
    })
    push({
      label: 'Total a receber',
      expression: add(fromStep(net, 'líquido'), fromStep(withdrawal), fromStep(fine)),
      result: moneyFig(d.total),
      source: 'Líquido da rescisão + FGTS (saque e multa)',
    })
  }
  return steps
}
