import { D, money, type Money } from '../core/money.ts'
import { type JudgedLine, TOLERANCE } from '../core/paid-line.ts'
import { add, type CalcStep, fromStep, moneyFig, mul, percentFig, sub } from '../core/steps.ts'
import type { LegalTable } from '../law/tables/types.ts'
import type { SalaryNetResult } from '../salary/salary-types.ts'
import { type PayslipLine, VT_MAX_PERCENT } from './payslip-check-options.ts'
import type { PayslipFlag } from './payslip-check-types.ts'

/**
 * The typical errors a payslip's figures show (docs/legal/checks.md), and the figures of the
 * payslip the salary calculator does not show: VT, líquido and FGTS.
 */

type Dec = InstanceType<typeof D>
const near = (a: Money, b: Dec) => new D(a).minus(b).abs().lte(TOLERANCE)

export type FlagContext = {
  s: SalaryNetResult
  base: Money
  remuneration: Money
  paidOvertime: boolean
  paidCommissions: boolean
  table: LegalTable
}

export function flagOf(line: JudgedLine<PayslipLine>, ctx: FlagContext): PayslipFlag | null {
  if (line.verdict === 'confere') return null
  switch (line.id) {
    case 'pagoInss': {
      const rate = ctx.table.inss.brackets
        .map((b) => b.rate)
        .find((r) => [ctx.remuneration, ctx.base].some((b) => near(line.paid, new D(b).times(r))))
      return rate === undefined
        ? null
        : { kind: 'inss-aliquota-unica', rate: new D(rate).times(100).toNumber() }
    }
    case 'pagoVt': {
      const limit = money(new D(ctx.base).times(VT_MAX_PERCENT).div(100))
      return line.paid > limit ? { kind: 'vt-acima-6', limit } : null
    }
    case 'pagoDsr':
      return ctx.paidOvertime && line.paid === 0 ? { kind: 'horas-sem-dsr' } : null
    case 'pagoDsrComissoes':
      return ctx.paidCommissions && line.paid === 0 ? { kind: 'comissoes-sem-dsr' } : null
    case 'pagoIrrf':
      return ctx.s.reduction > 0 && near(line.paid, new D(ctx.s.taxBeforeReduction))
        ? { kind: 'irrf-sem-reducao' }
        : null
    case 'pagoInsalubridade':
    case 'pagoPericulosidade':
    case 'pagoHoras':
    case 'pagoSalarioFamilia':
    case 'pagoFaltas':
    case 'pagoDsrFaltas':
    case 'pagoAdiantamento':
    case 'pagoLiquido':
    case 'pagoFgts':
      return null
  }
}

export type DueArgs = {
  s: SalaryNetResult
  base: Money
  share: number
  vt: Money
  netDue: Money
  /** Proventos less faltas and the rest they cost, before the taxes. */
  remuneration: Money
  /** Salário-família, not taxed, added to the net. */
  family: { step: CalcStep | undefined; amount: Money }
  /** Adiantamento, discounted from the net. */
  advance: { step: CalcStep | undefined; amount: Money }
  fgts: Money
  fgtsRate: number
}

/** The figures the salary calculator does not show for a payslip: VT, líquido with it, FGTS. */
export function dueSteps(a: DueArgs): CalcStep[] {
  const vt: CalcStep = {
    label: 'Vale-transporte devido',
    expression: mul(moneyFig(a.base, 'salário-base'), percentFig(a.share)),
    result: moneyFig(a.vt),
    source: 'Lei 7.418/1985 art. 4º p.u. (até 6% do salário-base)',
  }
  const remuneration = moneyFig(a.remuneration, 'remuneração')
  const familyStep = a.family.amount > 0 ? a.family.step : undefined
  const netStep: CalcStep = {
    label: 'Líquido devido',
    expression: sub(
      familyStep ? add(remuneration, fromStep(familyStep)) : remuneration,
      moneyFig(a.s.inss, 'INSS'),
      moneyFig(a.s.irrf, 'IRRF'),
      fromStep(vt),
      moneyFig(a.s.alimony, 'pensão'),
      ...(a.advance.step ? [fromStep(a.advance.step, 'adiantamento')] : []),
    ),
    result: moneyFig(a.netDue),
  }
  const fgts: CalcStep = {
    label: 'FGTS devido',
    expression: mul(moneyFig(a.remuneration, 'remuneração'), percentFig(a.fgtsRate * 100)),
    result: moneyFig(a.fgts),
    source: 'Lei 8.036/1990 art. 15',
  }
  return [vt, netStep, fgts]
}
