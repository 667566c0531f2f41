import { Checker } from '../core/check.ts'
import {
  D,
  money,
  type Money,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  ZERO,
} from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import { judgeLine } from '../core/paid-line.ts'
import { add, type CalcStep, fractionFig, moneyFig, mul, numberFig, sub } from '../core/steps.ts'
import { FGTS_DEPOSIT_RULES, FGTS_INTEREST_RULE } from '../law/tables/fgts-rules.ts'
import { FGTS_RATES } from '../law/tables/fgts.ts'
import { tr } from '../series/data/tr.ts'
import { addMonths, monthsBetween, type YearMonth } from '../series/monthly-series.ts'
import { parseMonth } from '../series/series-months.ts'
import { fgtsDueDate } from './due-date.ts'
import {
  FGTS_CONTRACTS,
  FIRST_FGTS_MONTH,
  type FgtsContract,
  MAX_FGTS_MONTHS,
} from './fgts-check-options.ts'
import { type LineIssue, type MonthLine, parseMonthLines } from './month-lines.ts'

/**
 * Confira seu FGTS (/confira-seu-fgts): each month of a contract, what the employer had to deposit
 * beside what the extract shows (docs/legal/fgts.md).
 *
 * - Remuneration of a month: the salary in force (the last raise typed on or before it) plus the
 *   other pay typed for that month (overtime, adicionais, férias gozadas); the 13º, when asked,
 *   enters as the law pays it: salário × avos ÷ 12, half in November and the rest in December
 *   (Lei 4.090/1962 and Lei 4.749/1965; Lei 8.036/1990 art. 15 includes it in the base). The 13º
 *   of a rescisão is typed with the other pay of the last month.
 * - Due: 8% of it (CLT), 2% (aprendiz, art. 15 §7º), 8% + 3,2% (doméstico, LC 150/2015 art. 22),
 *   each part rounded half-up to the cent.
 * - Due date: day 7 of the next month until competência 02/2024, day 20 from 03/2024, day 7 for
 *   the doméstico, brought forward to the bank business day before (due-date.ts).
 * - Verdict per month as a paid line (core/paid-line.ts, R$ 0,05 either way confere): no deposit,
 *   short, above, or a month whose due date is after today (a vencer, not yet owed).
 * - Balance: each month the balance earns JAM = saldo × ((1 + TR) × (1 + j) − 1), j = 1,03^(1/12) − 1
 *   (art. 13), rounded to the cent, and then receives the competência's deposit; the TR is the
 *   shipped monthly TR of the month before the credit (the law's TR starts on day 21: an
 *   approximation), 0 past the data. Computed twice: with what was due and with what the extract
 *   shows; 40% of the gap is what the fine loses on a dismissal without cause (art. 18 §1º).
 */

import type {
  FgtsCheckField,
  FgtsCheckInput,
  FgtsCheckResult,
  FgtsIssue,
  FgtsIssueField,
  FgtsMonthRow,
  FgtsVerdict,
} from './fgts-check-types.ts'

/** A deposit above this many times the month's due is most likely a typing slip. */
const ABSURD_TIMES = 20

const monthlyInterest = new D(1)
  .plus(FGTS_INTEREST_RULE.annualInterest)
  .pow(new D(1).div(12))
  .minus(1)

/** JAM of one month on `balance` with the month's TR (% as published). */
export function jamOf(balance: Money, trPercent: number): Money {
  const factor = new D(1).plus(new D(trPercent).div(100)).times(monthlyInterest.plus(1)).minus(1)
  return multiplyMoney(factor)(balance)
}

function dueOf(remuneration: Money, contract: FgtsContract): Money {
  const rule = FGTS_DEPOSIT_RULES[contract]
  const deposit = multiplyMoney(new D(rule.rate))(remuneration)
  return rule.compensation === 0
    ? deposit
    : sumMoney(deposit, multiplyMoney(new D(rule.compensation))(remuneration))
}

/**
 * The 13º of each November and December of the period, by avos of the year counted to December
 * (the contract goes on: the 13º of a rescisão is typed with the other pay of the last month).
 */
function thirteenth(
  months: readonly YearMonth[],
  start: YearMonth,
  salaryOf: (m: YearMonth) => Money,
): Map<YearMonth, Money> {
  const paid = new Map<YearMonth, Money>()
  for (const m of months) {
    if (!m.endsWith('-11') && !m.endsWith('-12')) continue
    const year = m.slice(0, 4)
    const first = start > `${year}-01` ? Number(start.slice(5, 7)) : 1
    const avos = new D(13 - first).div(12)
    // Hired in December: no first instalment in November, all of it in December.
    const half = months.includes(`${year}-11`)
      ? money(avos.times(salaryOf(`${year}-11`)).div(2))
      : ZERO
    paid.set(m, m.endsWith('-11') ? half : subtractMoney(money(avos.times(salaryOf(m))), half))
  }
  return paid
}

const issueOf =
  (field: FgtsIssueField) =>
  (i: LineIssue): FgtsIssue => ({ field, ...i })

export function checkFgts(input: FgtsCheckInput): Outcome<FgtsCheckResult, FgtsCheckField> {
  const c = new Checker<FgtsCheckField>()
  const salary = c.number('salario', input.salario, { positive: true })
  const contract = c.option('contrato', input.contrato, FGTS_CONTRACTS, 'clt')
  const start = parseMonth(input.inicio)
  const end = parseMonth(input.fim)
  if (!input.inicio) c.add('inicio', 'required')
  else if (!start) c.add('inicio', 'invalid')
  else if (start < FIRST_FGTS_MONTH)
    c.add('inicio', 'too-small', { date: `${FIRST_FGTS_MONTH}-01` })
  if (!input.fim) c.add('fim', 'required')
  else if (!end) c.add('fim', 'invalid')
  // A month still to come is "a vencer"; a year past today is a slip.
  else if (input.today && end > addMonths(input.today.slice(0, 7), 12)) c.add('fim', 'future')
  if (start && end && c.ok) {
    if (end < start) c.add('fim', 'date-order', { other: 'inicio' })
    else if (monthsBetween(start, end).length > MAX_FGTS_MONTHS)
      c.add('fim', 'too-large', { limit: MAX_FGTS_MONTHS })
  }
  if (!c.ok || !start || !end) return c.fail()

  const months = monthsBetween(start, end)
  const inRange = (m: YearMonth) => m >= start && m <= end
  const issues: FgtsIssue[] = []
  const read = (field: FgtsIssueField, text: string | null | undefined): MonthLine[] => {
    const parsed = parseMonthLines(text)
    issues.push(...parsed.issues.map(issueOf(field)))
    return parsed.entries.filter((e) => {
      // A raise before the start still sets the salary of the first months.
      if (inRange(e.month) || (field === 'aumentos' && e.month < start)) return true
      issues.push({ field, line: e.line, text: e.text, kind: 'outside' })
      return false
    })
  }
  const raises = read('aumentos', input.aumentos).sort((a, b) => (a.month < b.month ? -1 : 1))
  const salaryOf = (m: YearMonth): Money =>
    money(raises.filter((r) => r.month <= m && r.value > 0).at(-1)?.value ?? salary)
  const extras = new Map<YearMonth, Money>()
  for (const e of read('extras', input.extras))
    extras.set(e.month, sumMoney(extras.get(e.month) ?? ZERO, money(e.value)))
  if (input.decimoTerceiro !== false)
    for (const [m, v] of thirteenth(months, start, salaryOf))
      extras.set(m, sumMoney(extras.get(m) ?? ZERO, v))
  const deposits = new Map<YearMonth, Money>()
  const depositLine = new Map<YearMonth, number>()
  for (const e of read('extrato', input.extrato)) {
    deposits.set(e.month, sumMoney(deposits.get(e.month) ?? ZERO, money(e.value)))
    if (!depositLine.has(e.month)) depositLine.set(e.month, e.line)
  }

  const rows: FgtsMonthRow[] = months.map((month) => {
    const base = salaryOf(month)
    const extra = extras.get(month) ?? ZERO
    const remuneration = sumMoney(base, extra)
    const due = dueOf(remuneration, contract)
    const deposited = deposits.get(month) ?? null
    const dueDate = fgtsDueDate(month, contract)
    const line = judgeLine(month, 'provento', deposited ?? ZERO, due)
    const notYet = input.today !== undefined && dueDate > input.today
    const verdict: FgtsVerdict =
      line.verdict === 'confere'
        ? 'confere'
        : deposited === null
          ? notYet
            ? 'a-vencer'
            : 'sem-deposito'
          : line.verdict === 'pago-a-mais'
            ? 'a-mais'
            : notYet
              ? 'a-vencer'
              : 'a-menos'
    const owed = verdict === 'sem-deposito' || verdict === 'a-menos' ? line.owed : ZERO
    return {
      month,
      salary: base,
      extras: extra,
      remuneration,
      due,
      deposited,
      difference: line.difference,
      dueDate,
      verdict,
      owed,
    }
  })
  for (const row of rows) {
    if (row.deposited !== null && row.due > 0 && row.deposited > row.due * ABSURD_TIMES) {
      issues.push({
        field: 'extrato',
        line: depositLine.get(row.month) ?? 0,
        text: row.month,
        kind: 'absurd',
      })
    }
  }

  let expected = ZERO
  let actual = ZERO
  let trMissingFrom: YearMonth | null = null
  for (const row of rows) {
    // The competência's deposit joins the balance the month after; JAM first, on what was there.
    const rate = tr.values[row.month]
    if (rate === undefined && trMissingFrom === null && row !== rows[0]) trMissingFrom = row.month
    expected = sumMoney(expected, row === rows[0] ? ZERO : jamOf(expected, rate ?? 0), row.due)
    actual = sumMoney(
      actual,
      row === rows[0] ? ZERO : jamOf(actual, rate ?? 0),
      row.deposited ?? ZERO,
    )
  }

  const counted = rows.filter((r) => r.verdict !== 'a-vencer')
  const totalDue = sumMoney(...counted.map((r) => r.due))
  const totalDeposited = sumMoney(...rows.map((r) => r.deposited ?? ZERO))
  const owedRows = rows.filter((r) => r.owed > 0)
  const owed = sumMoney(...owedRows.map((r) => r.owed))
  const fineRate = contract === 'domestico' ? null : FGTS_RATES.fineDismissal
  const gap = subtractMoney(expected, actual)
  const fineLoss = fineRate === null || gap <= 0 ? ZERO : multiplyMoney(new D(fineRate))(gap)
  const rule = FGTS_DEPOSIT_RULES[contract]
  const rate = new D(rule.rate).plus(rule.compensation).toNumber()

  const owedStep: CalcStep = {
    label: 'Depósitos que faltam',
    expression:
      owedRows.length === 0
        ? moneyFig(ZERO)
        : owedRows.length === 1 && owedRows[0]
          ? moneyFig(owedRows[0].owed, owedRows[0].month)
          : add(...owedRows.map((r) => moneyFig(r.owed, r.month))),
    result: moneyFig(owed),
    source: 'Lei 8.036/1990 art. 15',
    note: 'Meses sem depósito ou com depósito menor que o devido (diferença de até R$\u00a00,05 é arredondamento).',
  }
  const steps: CalcStep[] = [
    {
      label: 'Meses do período',
      result: numberFig(months.length, 'meses'),
    },
    {
      label: 'Alíquota do depósito',
      result: fractionFig(rate),
      source: FGTS_DEPOSIT_RULES.source,
    },
    {
      label: 'Saldo estimado com os depósitos devidos',
      result: moneyFig(expected),
      source: FGTS_INTEREST_RULE.source,
      note: 'Depósitos com JAM mensal (TR + 3% ao ano).',
    },
    {
      label: 'Saldo estimado com os depósitos do extrato',
      result: moneyFig(actual),
      source: FGTS_INTEREST_RULE.source,
    },
    ...(fineRate !== null && gap > 0
      ? [
          {
            label: 'Multa de 40% que deixa de existir',
            expression: mul(
              sub(moneyFig(expected, 'saldo devido'), moneyFig(actual, 'saldo do extrato')),
              fractionFig(fineRate),
            ),
            result: moneyFig(fineLoss),
            source: 'Lei 8.036/1990 art. 18 §1º',
          },
        ]
      : []),
    owedStep,
  ]

  return ok({
    contract,
    rate,
    rows,
    missing: rows.filter((r) => r.verdict === 'sem-deposito').map((r) => r.month),
    short: rows.filter((r) => r.verdict === 'a-menos').map((r) => r.month),
    totalDue,
    totalDeposited,
    owed,
    expectedBalance: expected,
    actualBalance: actual,
    fineRate,
    fineLoss,
    trMissingFrom,
    issues: issues.sort((a, b) =>
      a.field === b.field ? a.line - b.line : a.field < b.field ? -1 : 1,
    ),
    steps,
  })
}
