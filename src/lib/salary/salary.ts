import { Checker } from '../core/check.ts'
import { D, money, subtractMoney, sumMoney } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import type { IsoDate } from '../core/calendar-date.ts'
import type {
  HourlyField,
  HourlyInput,
  HourlyResult,
  ThirteenthField,
  ThirteenthInput,
  ThirteenthResult,
} from './salary-types.ts'
import { inssContribution } from '../law/inss.ts'
import { readDependents, readPension } from '../law/irrf-inputs.ts'
import { thirteenthIrrf } from '../law/irrf.ts'
import {
  DEFAULT_MONTHLY_HOURS,
  HOURS_PER_DAY,
  HOURS_PER_WEEK,
  MAX_MONTHLY_HOURS,
  MIN_MONTHLY_HOURS,
} from './salary-options.ts'
import { thirteenthSteps } from './salary-steps.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import { pendingTables, wantedYear } from '../law/tables/pending-tables.ts'

/**
 * Salary calculator (/calculadora-salario): net pay, 13º salário and pay per hour.
 *
 * Líquido (salary-net.ts, with every line of a payslip): INSS (progressive slices, see inss.ts) and IRRF (see irrf.ts) of the chosen year's
 * table, or of the month paid when the caller knows it (`paidOn`, table-on.ts: the IRRF changed
 * in February 2024 and May 2025); vale-transporte discount = min(6% of the gross, the monthly transport cost) (Lei
 * 7.418/1985 art. 4º p.u.; Decreto 10.854/2021 art. 114); other deductions as typed.
 * net = gross − INSS − IRRF − VT − other, from the shown amounts, so the payslip adds up.
 * Pensão alimentícia (by court order or public deed) is a legal deduction of the IRRF base
 * (Lei 9.250/1995 art. 4º II): it joins INSS and dependents, so it replaces the simplified discount
 * instead of adding to it, and the 2026 reduction is still measured on the gross (irrf.ts). It is
 * also discounted from the pay, as the employer pays it to the beneficiary.
 * In a year with the Lei 15.270/2025 reduction, `previousRules` is the IRRF the year before's
 * rules (same table, no reduction) would withhold on the same payslip: the saving it brings.
 * Effective rates are percentages of the gross, rounded to 2 places.
 * Monotonicity (tested): a higher gross never gives a lower net, with two exceptions the law's
 * own rounding rules create: one cent more of gross can cost up to 2 cents (INSS, tax and the
 * 2026 reduction are each rounded to the cent, §12.3), and where the IRRF first exceeds R$ 10,00
 * it starts being withheld in full (Lei 9.430/1996 art. 67), so the net drops by up to R$ 10,02.
 * Across the 2026 reduction band (5.000–7.350) the net keeps rising: the tax grows by at most
 * 27,5% × 86% of each real and the reduction shrinks by 13,3145%.
 *
 * 13º: gross = salary × months / 12 (Lei 4.090/1962; a fraction of 15+ days counts as a month,
 * so the months are whole). 1st instalment = half, no deductions, by 30/11 (Lei 4.749/1965
 * art. 2º); 2nd = the rest − INSS − IRRF, by 20/12. INSS on the 13º gross, separately (Decreto
 * 3.048/1999 art. 214 §7º); IRRF exclusively at source with the same deduction as a month's
 * wages (the more favourable of legal deductions and the simplified discount), the 2026
 * reduction with the 13º gross as the income, and no R$ 10,00 waiver (irrf.ts;
 * docs/legal/inss-irrf.md, "13º salário").
 *
 * Por hora: salary ÷ monthly hours (220 for 44 h/week, CLT art. 64); a day is 8 hours and a
 * week 40 hours, as the seed specifies.
 */

export { calculateSalaryNet, valeTransporte, VT_EMPLOYEE_SHARE } from './salary-net.ts'

// --- 13º salário -----------------------------------------------------------------------------

export function calculateThirteenth(
  input: ThirteenthInput,
  todayYear: number,
): Outcome<ThirteenthResult, ThirteenthField> {
  const c = new Checker<ThirteenthField>()
  const salary = c.number('salario', input.salario, { positive: true })
  const months = c.number('meses', input.meses, { integer: true, min: 1, max: 12, default: 12 })
  const dependents = readDependents(c, 'dependentes', input.dependentes)
  const year = readTableYear(c, 'ano', input.ano, todayYear)
  const pension = readPension(c, 'pensao', input.pensao)
  if (!c.ok) return c.fail()

  const table = legalTable(year)
  const alimony = money(pension)
  // The salary as shown (cents): the figure the 13º is computed from, in "Como calculamos" too.
  const monthly = money(salary)
  const gross = money(new D(monthly).times(months).div(12))
  const firstInstallment = money(new D(gross).div(2))
  const secondInstallmentGross = subtractMoney(gross, firstInstallment)
  const inssResult = inssContribution(new D(gross), table.inss)
  const inss = inssResult.contribution
  const irrf = thirteenthIrrf({ income: gross, inss, dependents, table, alimony })
  const secondInstallment = subtractMoney(
    secondInstallmentGross,
    sumMoney(inss, irrf.withheld, alimony),
  )
  if (secondInstallment < 0) {
    // The pensão is discounted from the 2nd instalment; more than it holds is not a payslip.
    c.add('pensao', 'too-large', {
      limit: subtractMoney(secondInstallmentGross, sumMoney(inss, irrf.withheld)),
    })
    return c.fail()
  }
  const net = sumMoney(firstInstallment, secondInstallment)
  return ok({
    year,
    pending: pendingTables(table, ['inss'], wantedYear(table, todayYear)),
    months,
    gross,
    firstInstallment,
    firstInstallmentDue: `${year}-11-30` as IsoDate,
    secondInstallmentGross,
    inss,
    irrf: irrf.withheld,
    taxBeforeReduction: irrf.taxBeforeReduction,
    reduction: irrf.reduction,
    irrfDetail: irrf,
    alimony,
    secondInstallment,
    secondInstallmentDue: `${year}-12-20` as IsoDate,
    net,
    steps: thirteenthSteps({
      salary: monthly,
      months,
      gross,
      firstInstallment,
      inss: inssResult,
      irrf,
      dependents,
      alimony,
      secondInstallment,
      net,
      table,
    }),
  })
}

// --- Por hora --------------------------------------------------------------------------------

export function calculateHourly(input: HourlyInput): Outcome<HourlyResult, HourlyField> {
  const c = new Checker<HourlyField>()
  const salary = c.number('salario', input.salario, { positive: true })
  // At least one hour: a salary divided by a sliver of an hour is no wage, and by 5e-324 it is
  // Infinity (found by the property test below).
  const hours = c.number('horas', input.horas, {
    positive: true,
    min: MIN_MONTHLY_HOURS,
    max: MAX_MONTHLY_HOURS,
    default: DEFAULT_MONTHLY_HOURS,
  })
  if (!c.ok) return c.fail()
  // Day and week come from the unrounded hourly value: 8 × a rounded hour can be off by 4 cents.
  const hourly = new D(salary).div(hours)
  return ok({
    hours,
    perHour: money(hourly),
    perDay: money(hourly.times(HOURS_PER_DAY)),
    perWeek: money(hourly.times(HOURS_PER_WEEK)),
    perMonth: money(salary),
  })
}
