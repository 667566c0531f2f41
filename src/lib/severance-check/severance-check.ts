import {
  addCalendarMonths,
  dayOfIso,
  type IsoDate,
  isoFromDay,
  toIsoDate,
} from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import { money, type Money, ZERO } from '../core/money.ts'
import { type FieldError, type Outcome, ok } from '../core/outcome.ts'
import { balanceOf, judgeLine, type JudgedLine, type LineSide } from '../core/paid-line.ts'
import { type CalcStep, dateFig, moneyFig } from '../core/steps.ts'
import { calculateSeverance } from '../labor/labor.ts'
import type { SeveranceField, SeveranceInput, SeveranceResult } from '../labor/severance-types.ts'
import { TRCT_LINES, type TrctLine } from './severance-check-options.ts'

/**
 * Confira sua rescisão (/confira-sua-rescisao): each line of a TRCT as paid beside what labor.ts
 * computes for the same rescisão (docs/legal/checks.md, docs/legal/labour.md). The lines follow
 * the TRCT's fields (Portaria MTE 1.621/2010): saldo de salário (50), aviso prévio indenizado
 * (69), 13º (63 + 70), férias vencidas (66, with the double payment of CLT art. 137), férias
 * proporcionais (65 + 71), 1/3 (68), INSS (112.1 + 112.2), IRRF (114.1 + 114.2), the net; and
 * the FGTS fine, which is deposited in the FGTS account rather than paid on the TRCT. Each typed
 * line is judged as in paid-line.ts (R$ 0,05 either way confere).
 *
 * - Payment deadline: 10 days after the end of the contract (CLT art. 477 §6º, Lei 13.467/2017);
 *   with aviso indenizado the end is the last day worked. A `dataPagamento` after it adds the
 *   §8º fine, one monthly salary, as a line paid 0 (it is not due when the employee caused the
 *   delay, which the screen says).
 * - Deadline to claim: two years after the end of the contract (CF art. 7º XXIX), counted from the
 *   end of the projected aviso indenizado (OJ 83 SDI-1 TST): projected end + 2 years.
 */

export type SeveranceCheckLineId = TrctLine | 'multa477'
export type SeveranceCheckField = SeveranceField | TrctLine | 'dataPagamento'

export type SeveranceCheckInput = SeveranceInput &
  Partial<Record<TrctLine, NumberInput>> & { dataPagamento?: DateInput }

export type SeveranceCheckResult = {
  severance: SeveranceResult
  lines: readonly JudgedLine<SeveranceCheckLineId>[]
  wrong: number
  balance: Money
  /** Last day to pay (art. 477 §6º). */
  paymentDeadline: IsoDate
  paymentDate: IsoDate | null
  /** Paid after the deadline: the §8º fine is a line. */
  late: boolean
  /** Last day to file a claim (CF art. 7º XXIX). */
  claimDeadline: IsoDate
  steps: readonly CalcStep[]
}

const SIDES: Readonly<Record<SeveranceCheckLineId, LineSide>> = {
  pagoSaldo: 'provento',
  pagoAviso: 'provento',
  pago13: 'provento',
  pagoFeriasVencidas: 'provento',
  pagoFeriasProporcionais: 'provento',
  pagoTerco: 'provento',
  pagoMulta: 'provento',
  pagoInss: 'desconto',
  pagoIrrf: 'desconto',
  pagoLiquido: 'provento',
  multa477: 'provento',
}

/** The line's name inside "Como calculamos". */
export const TRCT_LINE_NAMES: Readonly<Record<SeveranceCheckLineId, string>> = {
  pagoSaldo: 'saldo de salário',
  pagoAviso: 'aviso prévio',
  pago13: '13º salário',
  pagoFeriasVencidas: 'férias vencidas',
  pagoFeriasProporcionais: 'férias proporcionais',
  pagoTerco: '1/3 de férias',
  pagoMulta: 'multa do FGTS',
  pagoInss: 'INSS',
  pagoIrrf: 'IRRF',
  pagoLiquido: 'líquido',
  multa477: 'multa do art. 477',
}

/** Two years to sue (CF art. 7º XXIX). */
const CLAIM_MONTHS = 24

function dueOf(r: SeveranceResult): Readonly<Record<TrctLine, Money>> {
  return {
    pagoSaldo: r.salaryBalance,
    pagoAviso: r.priorNotice,
    pago13: r.proportionalThirteenth,
    pagoFeriasVencidas: money(r.overdueVacation + r.overdueVacationDouble),
    pagoFeriasProporcionais: r.proportionalVacation,
    pagoTerco: r.vacationBonus,
    pagoMulta: r.fgtsFine,
    pagoInss: r.inss,
    pagoIrrf: r.irrf,
    pagoLiquido: r.netTotal,
  }
}

const limitOf = (e: FieldError): { limit?: number } =>
  e.limit === undefined ? {} : { limit: e.limit }

export function checkSeverance(
  input: SeveranceCheckInput,
): Outcome<SeveranceCheckResult, SeveranceCheckField> {
  const c = new DateChecker<SeveranceCheckField>()
  const paid = TRCT_LINES.map((id) => ({
    id,
    given: input[id] !== null && input[id] !== undefined,
    value: c.number(id, input[id], { min: 0, default: 0 }),
  })).filter((p) => p.given)
  const paymentDate = input.dataPagamento ? c.date('dataPagamento', input.dataPagamento) : null
  const severance = calculateSeverance(input)
  if (!severance.ok) {
    for (const e of severance.errors) {
      if (e.code === 'date-order' && e.other) c.add(e.field, e.code, { other: e.other })
      else c.add(e.field, e.code, { ...limitOf(e), ...(e.date ? { date: e.date } : {}) })
    }
  }
  if (c.ok && paid.length === 0 && !paymentDate) c.add('pagoLiquido', 'required')
  if (!c.ok || !severance.ok) return c.fail()
  const r = severance.value
  const payDay = paymentDate ? toIsoDate(paymentDate) : null
  if (payDay && payDay < r.dismissalDate) {
    c.add('dataPagamento', 'date-order', { other: 'demissao' })
    return c.fail()
  }

  const due = dueOf(r)
  const lines: JudgedLine<SeveranceCheckLineId>[] = paid.map(({ id, value }) =>
    judgeLine<SeveranceCheckLineId>(id, SIDES[id], money(value), due[id]),
  )
  const late = payDay !== null && payDay > r.paymentDeadline
  if (late) lines.push(judgeLine<SeveranceCheckLineId>('multa477', 'provento', ZERO, r.salary))
  const counted = lines.length > 1 ? lines.filter((l) => l.id !== 'pagoLiquido') : lines
  const balance = balanceOf(counted.map((l) => ({ owed: l.owed, label: TRCT_LINE_NAMES[l.id] })))
  const claimDeadline = isoFromDay(addCalendarMonths(dayOfIso(r.projectedEndDate), CLAIM_MONTHS))
  return ok({
    severance: r,
    lines,
    wrong: lines.filter((l) => l.verdict !== 'confere').length,
    balance: balance.total,
    paymentDeadline: r.paymentDeadline,
    paymentDate: payDay,
    late,
    claimDeadline,
    steps: [
      ...r.steps.filter((s) => s.label !== 'Total a receber'),
      {
        label: 'Prazo para pagar a rescisão',
        result: dateFig(r.paymentDeadline),
        source: 'CLT art. 477 §6º',
      },
      ...(late
        ? [
            {
              label: 'Multa do art. 477 §8º',
              result: moneyFig(r.salary, 'um salário'),
              source: 'CLT art. 477 §8º',
            },
          ]
        : []),
      balance.step,
    ],
  })
}
