import { Checker } from '../core/check.ts'
import { MAX_YEAR, MIN_YEAR } from '../core/calendar-date.ts'
import { D, money, type Money, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import { type FieldError, type Outcome, ok } from '../core/outcome.ts'
import { balanceOf, judgeLine } from '../core/paid-line.ts'
import { calculateOvertime, MAX_OVERTIME_HOURS, type OvertimeResult } from '../labor/overtime.ts'
import {
  payslipMonth,
  readPayslipExtras,
  yearlyPartsOf,
} from '../labor/payslip-lines/payslip-extras.ts'
import {
  hourPremiums,
  payslipAfterTaxes,
  payslipEarnings,
} from '../labor/payslip-lines/payslip-lines.ts'
import { remunerationStep } from '../labor/payslip-lines/remuneration-step.ts'
import { legalTable } from '../law/tables/by-year.ts'
import { pendingTables, wantedYear } from '../law/tables/pending-tables.ts'
import { tableYearOn } from '../law/tables/table-on.ts'
import { isTableYear } from '../law/tables/table-years.ts'
import { calculateSalaryNet, valeTransporte } from '../salary/salary.ts'
import { dueSteps, flagOf } from './payslip-check-flags.ts'
import { PAYSLIP_LINES, type PayslipLine, VT_MAX_PERCENT } from './payslip-check-options.ts'
import {
  LINE_NAMES,
  type PayslipCheckField,
  type PayslipCheckInput,
  type PayslipCheckLine,
  type PayslipCheckResult,
  SIDES,
} from './payslip-check-types.ts'

/**
 * Confira seu holerite (/confira-seu-holerite): each line of a payslip as paid beside what the
 * law gives for the same inputs (docs/legal/checks.md). Nothing is computed here that the other
 * calculators do not already compute; this module only sets their figures side by side:
 *
 * - Insalubridade, periculosidade, comissões and their DSR, faltas and the rest they cost,
 *   salário-família and adiantamento: the payslip's lines (labor/payslip-lines/, the same as the
 *   salary calculator's; docs/legal/payslip-lines.md).
 * - Horas extras and DSR: overtime.ts from the salary and the jornada (hour = (salário +
 *   insalubridade or periculosidade) ÷ jornada, Súmula 132 I and OJ 47 SDI-1 TST; × 1,5 or × 2),
 *   DSR of the month `mes` (dsr.ts: overtime ÷ dias úteis × domingos e feriados, Lei 605/1949
 *   art. 7º "a", Súmula 172 TST).
 * - INSS and IRRF: salary.ts on the month's remuneração, salário + adicionais + comissões + horas
 *   extras + DSRs − faltas (INSS by
 *   slices, EC 103/2019 art. 28; IRRF with the better of the legal deductions and the simplified
 *   discount and, from 2026, the Lei 15.270/2025 reduction), by the tables in force in the month
 *   `mes` (the IRRF table changed in February 2024 and May 2025: docs/legal/inss-irrf.md).
 * - Vale-transporte: the typed share `vt` % of the salário-base, at most 6% (Lei 7.418/1985
 *   art. 4º p.u.), through salary.ts's rule.
 * - Líquido: remuneração + salário-família − INSS − IRRF − VT − pensão − adiantamento.
 * - FGTS: 8% of the remuneração (Lei 8.036/1990 art. 15), deposited by the employer.
 *
 * Each typed line is judged (paid-line.ts): within R$ 0,05 it confere; otherwise "pago a menos",
 * "descontado a mais" and their opposites. An empty line is not judged. The balance is the sum of
 * what the lines leave in the person's favour; the líquido only sums the other lines, so it
 * counts in the balance only when it is the one line typed. Typical errors are named with the
 * figure that shows them: INSS charged at one rate on the whole pay, VT above 6%, overtime or
 * commissions without DSR, FGTS below 8% (docs/legal/checks.md).
 */

export type {
  PayslipCheckField,
  PayslipCheckInput,
  PayslipCheckLine,
  PayslipCheckResult,
  PayslipFlag,
} from './payslip-check-types.ts'
export { LINE_NAMES } from './payslip-check-types.ts'

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
  return { text, year, days: payslipMonth(year, month) }
}

export function checkPayslip(
  input: PayslipCheckInput,
): Outcome<PayslipCheckResult, PayslipCheckField> {
  const c = new Checker<PayslipCheckField>()
  const salary = c.number('salario', input.salario, { positive: true })
  const month = readMonth(c, input.mes, input.today ?? '')
  const extras = month ? readPayslipExtras(c, input, month.days) : null
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
  if (!c.ok || !month || !extras) return c.fail()

  const base = money(salary)
  // The year's table as `ano` picks it for the taxes (salary-net.ts): its minimum wage.
  const typedYear = Number(input.ano)
  const yearTable = legalTable(isTableYear(typedYear) ? typedYear : tableYearOn(month.text))
  let overtime: OvertimeResult | null = null
  if (h50 > 0 || h100 > 0) {
    // The adicional paid every month is part of the hour (Súmula 132 I, OJ 47 SDI-1 TST).
    const hourSalary = sumMoney(base, hourPremiums(base, extras, yearTable))
    const outcome = calculateOvertime(
      {
        salario: hourSalary,
        jornada: input.jornada,
        horas50: h50,
        horas100: h100,
        mes: month.text,
      },
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

  const extra = overtime?.totalExtra ?? ZERO
  const dsr = overtime?.dsr?.value ?? ZERO
  const earnings = payslipEarnings({
    salary: base,
    extras,
    table: yearTable,
    month: month.days,
    overtime: overtime ? { extra, dsr } : null,
  })
  const remuneration = earnings.remuneration
  if (remuneration <= 0) {
    c.add('faltas', 'too-large', { limit: Math.max(0, extras.absences - 1) })
    return c.fail()
  }
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
  const table = legalTable(s.year)
  const after = payslipAfterTaxes({ salary: base, remuneration, extras, table })
  const share = Math.min(vtPercent, VT_MAX_PERCENT)
  const vt = valeTransporte(base, money(new D(base).times(share).div(100)))
  const netDue = subtractMoney(
    sumMoney(s.net, after.family.amount),
    sumMoney(vt, after.advance.amount),
  )
  if (netDue < 0) {
    c.add(after.advance.amount > 0 ? 'adiantamento' : 'vt', 'too-large', {
      limit: after.advance.amount > 0 ? 100 : VT_MAX_PERCENT,
    })
    return c.fail()
  }
  const fgts = money(new D(remuneration).times(table.fgts.deposit))
  const due: Readonly<Record<PayslipLine, Money>> = {
    pagoInsalubridade: earnings.insalubrity?.amount ?? ZERO,
    pagoPericulosidade: earnings.hazard?.amount ?? ZERO,
    pagoHoras: extra,
    pagoDsr: dsr,
    pagoDsrComissoes: earnings.commissionsDsr,
    pagoSalarioFamilia: after.family.amount,
    pagoFaltas: earnings.absences.amount,
    pagoDsrFaltas: earnings.lostRest.amount,
    pagoInss: s.inss,
    pagoIrrf: s.irrf,
    pagoVt: vt,
    pagoAdiantamento: after.advance.amount,
    pagoLiquido: netDue,
    pagoFgts: fgts,
  }
  const ctx = {
    s,
    base,
    remuneration,
    paidOvertime: paid.some((p) => p.id === 'pagoHoras' && p.value > 0),
    paidCommissions: extras.commissions > 0,
    table,
  }
  const lines = paid.map(({ id, value }): PayslipCheckLine => {
    const line = judgeLine(id, SIDES[id], money(value), due[id])
    return { ...line, flag: flagOf(line, ctx) }
  })
  const counted = lines.length > 1 ? lines.filter((l) => l.id !== 'pagoLiquido') : lines
  const balance = balanceOf(counted.map((l) => ({ owed: l.owed, label: LINE_NAMES[l.id] })))
  const remStep = remunerationStep(earnings, earnings.steps)
  const step = (label: string) => after.steps.find((x) => x.label === label)
  return ok({
    year: s.year,
    pending: pendingTables(table, yearlyPartsOf(extras), wantedYear(table, month.year)),
    month: month.text,
    salary: base,
    earnings,
    family: after.family,
    advance: after.advance,
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
    due,
    lines,
    wrong: lines.filter((l) => l.verdict !== 'confere').length,
    balance: balance.total,
    steps: [
      ...(overtime?.steps ?? []),
      ...earnings.steps,
      ...(remStep ? [remStep] : []),
      ...s.steps.filter((x) => x.label !== 'Salário líquido'),
      ...after.steps,
      ...dueSteps({
        s,
        base,
        share,
        vt,
        netDue,
        remuneration,
        family: { step: step('Salário-família'), amount: after.family.amount },
        advance: { step: step('Adiantamento quinzenal'), amount: after.advance.amount },
        fgts,
        fgtsRate: table.fgts.deposit,
      }),
      balance.step,
    ],
  })
}
