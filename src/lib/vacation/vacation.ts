import { addDays, subDays } from 'date-fns'

import { toIsoDate } from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import { D, type Dec, money, type Money, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { type CalcStep, div, max, moneyFig, mul, numberFig, add, sub } from '../core/steps.ts'
import { nationalHolidays } from '../law/holidays.ts'
import { inssContribution } from '../law/inss.ts'
import { monthlyIrrf } from '../law/irrf.ts'
import { readDependents, readPension } from '../law/irrf-inputs.ts'
import { readTableYear } from '../law/tables/by-year.ts'
import { pendingTables, wantedYear } from '../law/tables/pending-tables.ts'
import { tableForPayment } from '../law/tables/table-on.ts'
import {
  DAYS_BY_ABSENCES,
  LONGEST_PERIOD_MIN,
  OTHER_PERIOD_MIN,
  PAY_DAYS_BEFORE,
  VACATION_START_LIMITS,
} from './vacation-options.ts'

import type { VacationField, VacationInput, VacationResult } from './vacation-types.ts'

/**
 * Férias (/calculadora-ferias): the vacation pay and its taxes (docs/legal/vacation.md).
 *
 * ```text
 * day   = (salary + monthly average of variable pay) ÷ 30            (not rounded)
 * days  = 30, 24, 18 or 12 by unjustified absences (CLT art. 130); none above 32
 * abono = ⌊days ÷ 3⌋ sold when asked (art. 143), the rest enjoyed
 * férias = day × days taken; 1/3 = férias ÷ 3 (CF art. 7º XVII); abono and its 1/3 alike
 * dobra = day × days taken after the concessive period, and its 1/3 (art. 137, Súmula 81 TST)
 * INSS on férias + 1/3 as a month of its own (Decreto 3.048 art. 214 §4º); not on the abono,
 *   its 1/3 or the dobra (Lei 8.212 art. 28 §9º)
 * IRRF apart from the month's salary, by the table of the payment month (RIR/2018 art. 682) on
 *   férias + 1/3 + dobra + its 1/3 + the 1/3 of the abono (SC Cosit 209/2021), the abono exempt;
 *   the better of legal deductions (INSS + dependents + pensão alimentícia paid out of the
 *   vacation, Lei 9.250/1995 art. 4º II) and the simplified discount, never both (art. 4º §2º);
 *   in 2026 the Lei 15.270 reduction measured on that gross, which the pensão does not lower
 *   (our decision, since the law is silent on vacation pay)
 * 13º advance = salary ÷ 2 when asked in January (Lei 4.749/1965 art. 2º §2º), no INSS or IRRF:
 *   an advance bears no withholding; the 13º's tax falls on the whole of it when it is settled
 *   (RIR/2018 art. 700)
 * net = everything paid − INSS − IRRF; pay by the start − 2 days (art. 145)
 * ```
 *
 * The start date may not fall in the two days before a holiday or Sunday (art. 134 §3º), and a
 * fraction must leave a valid rest: at most 3 periods, one of 14 days or more, the others 5 or
 * more (art. 134 §1º).
 */

export function entitlementDays(absences: number): number {
  return DAYS_BY_ABSENCES.find((row) => absences <= row.upTo)?.days ?? 0
}

/** Whether `taken` days now leave the rest of `total` splittable by art. 134 §1º. */
export function validFraction(taken: number, total: number): boolean {
  if (taken === total) return true
  const rest = total - taken
  if (taken < OTHER_PERIOD_MIN || rest < OTHER_PERIOD_MIN) return false
  return taken >= LONGEST_PERIOD_MIN || rest >= LONGEST_PERIOD_MIN
}

function restAhead(start: Date) {
  for (const ahead of [1, 2]) {
    const day = addDays(start, ahead)
    const iso = toIsoDate(day)
    const holiday = nationalHolidays(day.getUTCFullYear()).find((h) => h.date === iso)
    if (holiday) return { date: iso, reason: 'feriado' as const, name: holiday.name }
    if (day.getUTCDay() === 0) return { date: iso, reason: 'domingo' as const, name: null }
  }
  return null
}

export function calculateVacation(
  input: VacationInput,
  todayYear: number,
): Outcome<VacationResult, VacationField> {
  const c = new DateChecker<VacationField>()
  const salary = c.number('salario', input.salario, { positive: true })
  const averages = c.number('medias', input.medias, { min: 0, default: 0 })
  const absences = c.number('faltas', input.faltas, { integer: true, min: 0, max: 365, default: 0 })
  const sell = c.option('vender', input.vender, ['sim', 'nao'] as const, 'nao') === 'sim'
  const dependents = readDependents(c, 'dependentes', input.dependentes)
  const alimony = readPension(c, 'pensao', input.pensao)
  const advance =
    c.option('adiantamento13', input.adiantamento13, ['sim', 'nao'] as const, 'nao') === 'sim'
  const start =
    input.inicio === null || input.inicio === undefined || input.inicio.trim() === ''
      ? null
      : c.date('inicio', input.inicio)
  c.within('inicio', start, VACATION_START_LIMITS, input.today)
  const payBy = start ? subDays(start, PAY_DAYS_BEFORE) : null
  const year = readTableYear(c, 'ano', input.ano, payBy ? payBy.getUTCFullYear() : todayYear)
  const entitlement = entitlementDays(absences)
  if (c.ok && entitlement === 0) c.add('faltas', 'too-large', { limit: 32 })
  const soldDays = sell ? Math.floor(entitlement / 3) : 0
  const enjoyDays = entitlement - soldDays
  const taken = c.number('dias', input.dias, {
    integer: true,
    min: 1,
    max: Math.max(1, entitlement),
    default: enjoyDays,
  })
  // Past the days left after the sale, but within the right: a message of its own, which names
  // the sale only when there is one.
  if (c.ok && taken > enjoyDays) c.add('dias', 'over-limit', { limit: enjoyDays })
  if (c.ok && !validFraction(taken, enjoyDays)) c.add('dias', 'invalid')
  const late = c.number('diasAposPrazo', input.diasAposPrazo, {
    integer: true,
    min: 0,
    max: Math.max(0, taken),
    default: 0,
  })
  if (!c.ok) return c.fail()

  const table = tableForPayment(year, payBy ? toIsoDate(payBy) : null)
  const day: Dec = new D(salary).plus(averages).div(30)
  const byDays = (n: number) => money(day.times(n))
  const third = (amount: Money) => money(new D(amount).div(3))
  const vacation = byDays(taken)
  const vacationThird = third(vacation)
  const abono = byDays(soldDays)
  const abonoThird = third(abono)
  const double = byDays(late)
  const doubleThird = third(double)
  const advance13 = advance ? money(new D(salary).div(2)) : ZERO
  const inssBase = sumMoney(vacation, vacationThird)
  const inss = inssContribution(new D(inssBase), table.inss).contribution
  const taxable = sumMoney(inssBase, double, doubleThird, abonoThird)
  // The pensão is a legal deduction like the INSS (Lei 9.250/1995 art. 4º II): passed with it, it
  // joins the legal deductions that compete with the simplified discount, and leaves the gross R
  // of the 2026 reduction alone.
  const pension = money(alimony)
  const irrf = monthlyIrrf({ income: taxable, inss: sumMoney(inss, pension), dependents, table })
  const gross = sumMoney(vacation, vacationThird, abono, abonoThird, double, doubleThird, advance13)
  const net = subtractMoney(gross, sumMoney(inss, irrf.withheld))

  const dayExpr = div(
    add(moneyFig(money(salary), 'salário'), moneyFig(money(averages), 'médias')),
    numberFig(30),
  )
  // A paid amount by days and its third: férias, abono and dobra all follow this pair of lines.
  const byDaysSteps = (
    label: string,
    days: number,
    amount: Money,
    extra: Money,
    source: string,
  ): CalcStep[] => [
    { label, expression: mul(dayExpr, numberFig(days, 'dias')), result: moneyFig(amount), source },
    {
      label: `1/3 sobre ${label.toLowerCase()}`,
      expression: div(moneyFig(amount), numberFig(3)),
      result: moneyFig(extra),
      source: 'CF, art. 7º, XVII',
    },
  ]
  const legalWords = alimony > 0 ? 'INSS, dependentes e pensão alimentícia' : 'INSS e dependentes'
  const deductionNote =
    irrf.deductionMethod === 'simplificado'
      ? `Desconto simplificado, mais vantajoso que as deduções legais (${legalWords}); nunca os dois juntos.`
      : `Deduções legais (${legalWords}), mais vantajosas que o desconto simplificado; nunca os dois juntos.`
  const baseDiff = sub(
    moneyFig(taxable, 'rendimento tributável'),
    moneyFig(irrf.deduction, irrf.deductionMethod === 'simplificado' ? 'desconto' : 'deduções'),
  )
  // A pensão larger than the vacation leaves no base, never a negative one.
  const baseExpr = taxable >= irrf.deduction ? baseDiff : max(baseDiff, moneyFig(ZERO))
  const steps: CalcStep[] = [
    {
      label: 'Dias de férias pelas faltas',
      result: numberFig(entitlement, 'dias'),
      source: 'CLT, art. 130',
    },
    ...byDaysSteps('Férias', taken, vacation, vacationThird, 'CLT, art. 142'),
    ...(soldDays > 0
      ? byDaysSteps('Abono pecuniário', soldDays, abono, abonoThird, 'CLT, art. 143')
      : []),
    ...(late > 0
      ? byDaysSteps(
          'Dobra dos dias após o prazo',
          late,
          double,
          doubleThird,
          'CLT, art. 137; Súmula 81 do TST',
        )
      : []),
  ]
  if (advance) {
    steps.push({
      label: 'Adiantamento do 13º',
      expression: div(moneyFig(money(salary)), numberFig(2)),
      result: moneyFig(advance13),
      source: 'Lei 4.749/1965, art. 2º §2º',
      note: 'Sem INSS nem IRRF: o imposto do 13º é retido sobre o 13º inteiro, quando ele é quitado: em dezembro ou na rescisão (RIR/2018, art. 700).',
    })
  }
  steps.push(
    {
      label: 'INSS sobre férias + 1/3, como um mês à parte',
      result: moneyFig(inss),
      source: 'Decreto 3.048/1999, art. 214 §4º',
    },
    {
      label: 'Base do IRRF',
      expression: baseExpr,
      result: moneyFig(irrf.base),
      source: 'Lei 9.250/1995, art. 4º',
      note: deductionNote,
    },
    {
      label: 'IRRF, calculado em separado do salário do mês',
      expression: sub(
        moneyFig(irrf.taxBeforeReduction, 'imposto da tabela'),
        moneyFig(irrf.reduction, 'redução'),
      ),
      result: moneyFig(irrf.computed),
      source: 'RIR/2018, art. 682; Lei 15.270/2025',
      ...(irrf.belowMinimumWithholding
        ? { note: 'Até R$\u00a010,00 não é retido (Lei 9.430/1996, art. 67).' }
        : {}),
    },
    {
      label: 'Líquido',
      expression: sub(
        moneyFig(gross, 'total bruto'),
        moneyFig(inss, 'INSS'),
        moneyFig(irrf.withheld, 'IRRF'),
      ),
      result: moneyFig(net),
    },
  )
  return ok({
    year,
    irrfSource: table.irrf.source,
    pending: pendingTables(
      table,
      ['inss'],
      wantedYear(table, payBy ? payBy.getUTCFullYear() : todayYear),
    ),
    entitlement,
    soldDays,
    enjoyDays,
    takenDays: taken,
    lateDays: late,
    vacation,
    third: vacationThird,
    abono,
    abonoThird,
    double,
    doubleThird,
    advance13,
    gross,
    inss,
    alimony: pension,
    irrf,
    net,
    payBy: payBy ? toIsoDate(payBy) : null,
    startBeforeRest: start ? restAhead(start) : null,
    steps,
  })
}
