import { type Money } from '../core/money.ts'
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
import { inssSteps } from '../law/inss-steps.ts'
import { irrfSteps } from '../law/irrf-steps.ts'
import type { LegalTable } from '../law/tables/types.ts'
import type { SeveranceReason } from './labor-options.ts'
import type { SeveranceTaxes } from './severance-taxes.ts'
import type { SeveranceLineId, SeveranceRule } from './severance-types.ts'

/**
 * "Como calculamos" of the rescisão after its verbas (docs/como-calculamos.md): the INSS and IRRF
 * steps shared with the salary, the deductions (13º advance, aviso not worked, CLT art. 480),
 * the net, the FGTS. Written in the order labor.ts computes, so each rounds to the same cent.
 */

export type SeveranceNetStepData = {
  reason: SeveranceReason
  salary: Money
  salaryBalance: Money
  proportionalThirteenth: Money
  remainingDays: number
  grossTotal: Money
  taxes: SeveranceTaxes
  /** After the taxes, in the order applied: what the law allows, what was deducted. */
  deductions: readonly { id: SeveranceLineId; wanted: Money; amount: Money }[]
  deductionsTotal: Money
  netTotal: Money
  fgts: {
    balance: Money
    /** Deposited with the rescisão and added to a typed app balance; 0 when not added. */
    rescissionDeposits: Money
    /** Saldo de salário + 13º + aviso indenizado: what those deposits are 8% of. */
    depositBase: Money
    /** balance + rescissionDeposits: the withdrawal's and the fine's base. */
    base: Money
    /** Months of service to the projected end, when the balance is estimated. */
    estimatedMonths: number | null
    withdrawal: Money
    withdrawalShare: number
    withdrawalRule: SeveranceRule
    fine: Money
    fineShare: number
    fineRule: SeveranceRule | null
  } | null
  total: Money
  table: LegalTable
}

const FINE_SOURCE: Partial<Record<SeveranceRule, string>> = {
  'fgts-multa-40': 'Lei 8.036/1990, art. 18 §1º',
  'fgts-multa-20-acordo': 'CLT art. 484-A, I, "b" (20% no acordo)',
  'fgts-multa-20-culpa-reciproca': 'Lei 8.036/1990, art. 18 §2º (20% na culpa recíproca)',
}
const WITHDRAWAL_SOURCE: Partial<Record<SeveranceRule, string>> = {
  'fgts-saque-integral': 'Lei 8.036/1990, art. 20, I',
  'fgts-saque-80-acordo': 'CLT art. 484-A §1º (80% no acordo)',
  'fgts-saque-termino': 'Lei 8.036/1990, art. 20, IX (fim do contrato a prazo)',
}

export function severanceNetSteps(d: SeveranceNetStepData, gross: CalcStep): CalcStep[] {
  const steps: CalcStep[] = []
  const push = (step: CalcStep): CalcStep => {
    steps.push(step)
    return step
  }
  const salary = moneyFig(d.salary, 'salário')

  // Taxes: the saldo as the month's wages, the 13º apart; the indemnities are exempt.
  const deductions: StepExpression[] = []
  const taxes = (
    amount: Money,
    inss: SeveranceTaxes['inssBalance'],
    irrf: SeveranceTaxes['irrfBalance'],
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
  const t = d.taxes
  taxes(d.salaryBalance, t.inssBalance, t.irrfBalance, false, ' sobre o saldo de salário')
  taxes(d.proportionalThirteenth, t.inss13, t.irrf13, true, ' sobre o 13º')

  // Each deduction is at most what the verbas leave after the ones before it (CLT art. 477 §5º).
  const left = () => sub(fromStep(gross, 'verbas'), ...deductions)
  for (const item of d.deductions) {
    let step: CalcStep
    if (item.id === 'adiantamento-13') {
      step = {
        label: 'Adiantamento do 13º já pago',
        ...(item.amount < item.wanted
          ? { expression: min(moneyFig(item.wanted, 'adiantamento'), left()) }
          : {}),
        result: moneyFig(item.amount),
        source: 'Lei 4.749/1965, art. 3º (a 1ª parcela é descontada na rescisão)',
      }
    } else if (item.id === 'desconto-aviso') {
      step = {
        label: 'Desconto do aviso prévio não cumprido',
        expression: min(salary, left()),
        result: moneyFig(item.amount),
        source: 'CLT art. 487 §2º; no máximo o que sobra da rescisão (art. 477 §5º)',
      }
    } else {
      const limit = push({
        label: 'Limite da indenização ao empregador',
        expression: div(
          mul(div(salary, numberFig(30)), numberFig(d.remainingDays, 'dias')),
          numberFig(2),
        ),
        result: moneyFig(item.wanted),
        source: 'CLT art. 480 §1º (até o que o art. 479 pagaria: metade dos dias que faltavam)',
      })
      step = {
        label: 'Indenização ao empregador',
        expression: min(fromStep(limit, 'limite'), left()),
        result: moneyFig(item.amount),
        source: 'CLT art. 480 (saída antes do fim do contrato a prazo)',
        note: 'A empresa só pode descontar o prejuízo que comprovar, até esse limite.',
      }
    }
    deductions.push(fromStep(push(step)))
  }

  let net = gross
  if (deductions.length > 0) {
    const total = push({
      label: 'Total de descontos',
      expression: add(...deductions),
      result: moneyFig(d.deductionsTotal),
      source: 'Soma dos descontos',
      note: 'Aviso indenizado, indenizações dos arts. 479 e 480 e férias indenizadas + 1/3 não têm INSS nem IRRF (Lei 8.212/1991, art. 28 §9º; RIR/2018, art. 35).',
    })
    net = push({
      label: 'Líquido da rescisão',
      expression: sub(fromStep(gross, 'verbas'), fromStep(total, 'descontos')),
      result: moneyFig(d.netTotal),
      source: 'Pago pela empresa (CLT art. 477)',
    })
  }

  if (d.fgts) {
    const rates = d.table.fgts
    const typed = d.fgts.rescissionDeposits > 0
    const balance0 = push(
      d.fgts.estimatedMonths === null
        ? {
            label: 'Saldo do FGTS',
            result: moneyFig(d.fgts.balance),
            source: typed
              ? 'Extrato do FGTS (informado)'
              : 'Extrato do FGTS: saldo para fins rescisórios (informado)',
          }
        : {
            label: 'Saldo do FGTS (estimado)',
            expression: div(
              mul(
                salary,
                fractionFig(rates.deposit),
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
    let balance = balance0
    if (typed) {
      const deposits = push({
        label: 'Depósitos do FGTS da rescisão',
        expression: mul(moneyFig(d.fgts.depositBase), fractionFig(rates.deposit)),
        result: moneyFig(d.fgts.rescissionDeposits),
        source: 'Lei 8.036/1990, art. 15 (8% do saldo de salário, do 13º e do aviso indenizado)',
      })
      balance = push({
        label: 'Base do saque e da multa',
        expression: add(fromStep(balance0, 'saldo'), fromStep(deposits, 'depósitos')),
        result: moneyFig(d.fgts.base),
        source: 'Lei 8.036/1990, art. 18 §1º; Súmula 305 do TST',
      })
    }
    const withdrawal = push({
      label: 'Saque do FGTS',
      expression: mul(fromStep(balance, 'saldo'), fractionFig(d.fgts.withdrawalShare)),
      result: moneyFig(d.fgts.withdrawal),
      source: WITHDRAWAL_SOURCE[d.fgts.withdrawalRule] ?? 'Lei 8.036/1990, art. 20',
    })
    const parts = [fromStep(net, 'líquido'), fromStep(withdrawal)]
    if (d.fgts.fineRule) {
      const fine = push({
        label: 'Multa do FGTS',
        expression: mul(fromStep(balance, 'saldo'), fractionFig(d.fgts.fineShare)),
        result: moneyFig(d.fgts.fine),
        source: FINE_SOURCE[d.fgts.fineRule] ?? 'Lei 8.036/1990, art. 18',
      })
      parts.push(fromStep(fine))
    }
    push({
      label: 'Total a receber',
      expression: add(...parts),
      result: moneyFig(d.total),
      source: d.fgts.fineRule
        ? 'Líquido da rescisão + FGTS (saque e multa)'
        : 'Líquido da rescisão + saque do FGTS',
    })
  }
  return steps
}
