import { Checker, type NumberInput } from '../core/check.ts'
import { MAX_YEAR, MIN_YEAR } from '../core/calendar-date.ts'
import { D, money, type Money, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import { type FieldError, type Outcome, ok } from '../core/outcome.ts'
import {
  balanceOf,
  judgeLine,
  type JudgedLine,
  type LineSide,
  TOLERANCE,
} from '../core/paid-line.ts'
import { type CalcStep, fromStep, moneyFig, mul, percentFig, sub } from '../core/steps.ts'
import { calculateOvertime, MAX_OVERTIME_HOURS, type OvertimeResult } from '../labor/overtime.ts'
import { legalTable } from '../law/tables/by-year.ts'
import { calculateSalaryNet, valeTransporte } from '../salary/salary.ts'
import type { SalaryNetResult } from '../salary/salary-types.ts'
import { PAYSLIP_LINES, type PayslipLine, VT_MAX_PERCENT } from './payslip-check-options.ts'

/**
 * Confira seu holerite (/confira-seu-holerite): each line of a payslip as paid beside what the
 * law gives for the same inputs (docs/legal/checks.md). Nothing is computed here that the other
 * calculators do not already compute; this module only sets their figures side by side:
 *
 * - Horas extras and DSR: overtime.ts from the salary and the jornada (hour = salário ÷ jornada,
 *   × 1,5 or × 2), DSR of the month `mes` (dsr.ts: overtime ÷ dias úteis × domingos e feriados,
 *   Lei 605/1949 art. 7º "a", Súmula 172 TST).
 * - INSS and IRRF: salary.ts on the month's remuneração, salário + horas extras + DSR (INSS by
 *   slices, EC 103/2019 art. 28; IRRF with the better of the legal deductions and the simplified
 *   discount and, from 2026, the Lei 15.270/2025 reduction), by the tables in force in the month
 *   `mes` (the IRRF table changed in February 2024 and May 2025: docs/legal/inss-irrf.md).
 * - Vale-transporte: the typed share `vt` % of the salário-base, at most 6% (Lei 7.418/1985
 *   art. 4º p.u.), through salary.ts's rule.
 * - Líquido: remuneração − INSS − IRRF − VT − pensão.
 * - FGTS: 8% of the remuneração (Lei 8.036/1990 art. 15), deposited by the employer.
 *
 * Each typed line is judged (paid-line.ts): within R$ 0,05 it confere; otherwise "pago a menos",
 * "descontado a mais" and their opposites. An empty line is not judged. The balance is the sum of
 * what the lines leave in the person's favour; the líquido only sums the other lines, so it
 * counts in the balance only when it is the one line typed. Typical errors are named with the
 * figure that shows them: INSS charged at one rate on the whole pay, VT above 6%, overtime
 * without DSR, FGTS below 8% (docs/legal/checks.md).
 */

export type PayslipCheckField =
  | 'salario'
  | 'dependentes'
  | 'pensao'
  | 'ano'
  | 'mes'
  | 'vt'
  | 'horas50'
  | 'horas100'
  | 'jornada'
  | PayslipLine

export type PayslipCheckInput = Partial<Record<Exclude<PayslipCheckField, 'mes'>, NumberInput>> & {
  /** `AAAA-MM`: the payslip's month, for the DSR; empty: the month of `today`. */
  mes?: string | null
  /** The device's date (`AAAA-MM-DD`), passed by the screen: the library reads no clock. */
  today?: string | null
}

/** A known error the line's figures show, with the figure that shows it. */
export type PayslipFlag =
  /** INSS equal to one rate of the table on the whole pay (percent). */
  | { kind: 'inss-aliquota-unica'; rate: number }
  /** VT discount above 6% of the salário-base (the limit). */
  | { kind: 'vt-acima-6'; limit: Money }
  /** Overtime paid and no DSR on it. */
  | { kind: 'horas-sem-dsr' }
  /** IRRF withheld without the 2026 reduction (the tax before it). */
  | { kind: 'irrf-sem-reducao' }

export type PayslipCheckLine = JudgedLine<PayslipLine> & { flag: PayslipFlag | null }

export type PayslipCheckResult = {
  year: number
  /** `AAAA-MM`. */
  month: string
  salary: Money
  overtime: Money
  dsr: Money
  /** salário + horas extras + DSR: the base of INSS, IRRF and FGTS. */
  remuneration: Money
  inss: Money
  irrf: Money
  vtPercent: number
  /** The VT share was left empty: none was counted (`nenhum`), or 6% because a VT line was typed
   * (`maximo`); null when typed. */
  vtAssumed: 'nenhum' | 'maximo' | null
  vt: Money
  alimony: Money
  net: Money
  fgts: Money
  fgtsRate: number
  /** The typed lines, judged, in PAYSLIP_LINES order. */
  lines: readonly PayslipCheckLine[]
  /** Lines that do not confere. */
  wrong: number
  /** In the person's favour (positive) or the employer's (negative). */
  balance: Money
  steps: readonly CalcStep[]
}

const SIDES: Readonly<Record<PayslipLine, LineSide>> = {
  pagoHoras: 'provento',
  pagoDsr: 'provento',
  pagoInss: 'desconto',
  pagoIrrf: 'desconto',
  pagoVt: 'desconto',
  pagoLiquido: 'provento',
  pagoFgts: 'provento',
}

/** The line's name inside "Como calculamos". */
export const LINE_NAMES: Readonly<Record<PayslipLine, string>> = {
  pagoHoras: 'horas extras',
  pagoDsr: 'DSR',
  pagoInss: 'INSS',
  pagoIrrf: 'IRRF',
  pagoVt: 'vale-transporte',
  pagoLiquido: 'líquido',
  pagoFgts: 'FGTS',
}

/** The bound an error of the reused calculators names, without their field names. */
const limitOf = (e: FieldError): { limit?: number } =>
  e.limit === undefined ? {} : { limit: e.limit }

const MONTH = /^(\d{4})-(\d{2})$/

function readMonth(c: Checker<PayslipCheckField>, value: string | null | undefined, today: string) {
  const text = value?.trim() ? value.trim() : today.slice(0, 7)
  const match = MONTH.exec(text)
  const year = Number(match?.[1])
  const month = Number(match?.[2])
  if (!match || month < 1 || month > 12 || year < MIN_YEAR || year > MAX_YEAR) {
    c.add('mes', value?.trim() ? 'invalid' : 'required')
    return null
  }
  return { text, year }
}

const near = (a: Money, b: Dec) => new D(a).minus(b).abs().lte(TOLERANCE)
type Dec = InstanceType<typeof D>

export function checkPayslip(
  input: PayslipCheckInput,
): Outcome<PayslipCheckResult, PayslipCheckField> {
  const c = new Checker<PayslipCheckField>()
  const salary = c.number('salario', input.salario, { positive: true })
  const month = readMonth(c, input.mes, input.today ?? '')
  const h50 = c.number('horas50', input.horas50, { min: 0, max: MAX_OVERTIME_HOURS, default: 0 })
  const h100 = c.number('horas100', input.horas100, { min: 0, max: MAX_OVERTIME_HOURS, default: 0 })
  const paid = PAYSLIP_LINES.map((id) => ({
    id,
    given: input[id] !== null && input[id] !== undefined,
    value: c.number(id, input[id], { min: 0, default: 0 }),
  })).filter((p) => p.given)
  if (c.ok && paid.length === 0) c.add('pagoLiquido', 'required')
  // An empty VT share is no VT; with a VT line typed, the most the law allows, said on screen
  // (docs/legal/checks.md).
  const vtTyped = input.vt !== null && input.vt !== undefined
  const vtLine = paid.some((p) => p.id === 'pagoVt' && p.value > 0)
  const vtAssumed: PayslipCheckResult['vtAssumed'] = vtTyped ? null : vtLine ? 'maximo' : 'nenhum'
  const vtPercent = vtTyped
    ? c.number('vt', input.vt, { min: 0, max: 100 })
    : vtAssumed === 'maximo'
      ? VT_MAX_PERCENT
      : 0
  if (!c.ok || !month) return c.fail()

  let overtime: OvertimeResult | null = null
  if (h50 > 0 || h100 > 0) {
    const outcome = calculateOvertime(
      { salario: salary, jornada: input.jornada, horas50: h50, horas100: h100, mes: month.text },
      'salario',
    )
    if (!outcome.ok) {
      for (const e of outcome.errors)
        if (e.field === 'jornada' || e.field === 'salario') c.add(e.field, e.code, limitOf(e))
      return c.fail()
    }
    overtime = outcome.value
  } else c.number('jornada', input.jornada, { positive: true, max: MAX_OVERTIME_HOURS, default: 1 })
  if (!c.ok) return c.fail()

  const base = money(salary)
  const extra = overtime?.totalExtra ?? ZERO
  const dsr = overtime?.dsr?.value ?? ZERO
  const remuneration = sumMoney(base, extra, dsr)
  const net = calculateSalaryNet(
    { bruto: remuneration, dependentes: input.dependentes, pensao: input.pensao, ano: input.ano },
    month.year,
    month.text,
  )
  if (!net.ok) {
    for (const e of net.errors) {
      if (e.field === 'bruto') c.add('salario', e.code, limitOf(e))
      else if (e.field === 'dependentes' || e.field === 'pensao' || e.field === 'ano')
        c.add(e.field, e.code, limitOf(e))
    }
    return c.fail()
  }
  const s = net.value
  const share = Math.min(vtPercent, VT_MAX_PERCENT)
  const vt = valeTransporte(base, money(new D(base).times(share).div(100)))
  const netDue = subtractMoney(s.net, vt)
  if (netDue < 0) {
    c.add('vt', 'too-large', { limit: VT_MAX_PERCENT })
    return c.fail()
  }
  const table = legalTable(s.year)
  const fgts = money(new D(remuneration).times(table.fgts.deposit))
  const due: Readonly<Record<PayslipLine, Money>> = {
    pagoHoras: extra,
    pagoDsr: dsr,
    pagoInss: s.inss,
    pagoIrrf: s.irrf,
    pagoVt: vt,
    pagoLiquido: netDue,
    pagoFgts: fgts,
  }
  const paidOvertime = paid.some((p) => p.id === 'pagoHoras' && p.value > 0)
  const lines = paid.map(({ id, value }): PayslipCheckLine => {
    const line = judgeLine(id, SIDES[id], money(value), due[id])
    return { ...line, flag: flagOf(line, { s, base, remuneration, paidOvertime, table }) }
  })
  const counted = lines.length > 1 ? lines.filter((l) => l.id !== 'pagoLiquido') : lines
  const balance = balanceOf(counted.map((l) => ({ owed: l.owed, label: LINE_NAMES[l.id] })))
  return ok({
    year: s.year,
    month: month.text,
    salary: base,
    overtime: extra,
    dsr,
    remuneration,
    inss: s.inss,
    irrf: s.irrf,
    vtPercent: share,
    vtAssumed,
    vt,
    alimony: s.alimony,
    net: netDue,
    fgts,
    fgtsRate: new D(table.fgts.deposit).times(100).toNumber(),
    lines,
    wrong: lines.filter((l) => l.verdict !== 'confere').length,
    balance: balance.total,
    steps: [
      ...(overtime?.steps ?? []),
      ...s.steps.filter((step) => step.label !== 'Salário líquido'),
      ...dueSteps({ s, base, share, vt, netDue, remuneration, fgts, fgtsRate: table.fgts.deposit }),
      balance.step,
    ],
  })
}

type FlagContext = {
  s: SalaryNetResult
  base: Money
  remuneration: Money
  paidOvertime: boolean
  table: ReturnType<typeof legalTable>
}

function flagOf(line: JudgedLine<PayslipLine>, ctx: FlagContext): PayslipFlag | null {
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
    case 'pagoIrrf':
      return ctx.s.reduction > 0 && near(line.paid, new D(ctx.s.taxBeforeReduction))
        ? { kind: 'irrf-sem-reducao' }
        : null
    case 'pagoHoras':
    case 'pagoLiquido':
    case 'pagoFgts':
      return null
  }
}

type DueArgs = {
  s: SalaryNetResult
  base: Money
  share: number
  vt: Money
  netDue: Money
  remuneration: Money
  fgts: Money
  fgtsRate: number
}

/** The figures the salary calculator does not show for a payslip: VT, líquido with it, FGTS. */
function dueSteps(a: DueArgs): CalcStep[] {
  const vt: CalcStep = {
    label: 'Vale-transporte devido',
    expression: mul(moneyFig(a.base, 'salário-base'), percentFig(a.share)),
    result: moneyFig(a.vt),
    source: 'Lei 7.418/1985 art. 4º p.u. (até 6% do salário-base)',
  }
  const netStep: CalcStep = {
    label: 'Líquido devido',
    expression: sub(
      moneyFig(a.remuneration, 'remuneração'),
      moneyFig(a.s.inss, 'INSS'),
      moneyFig(a.s.irrf, 'IRRF'),
      fromStep(vt),
      moneyFig(a.s.alimony, 'pensão'),
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
