import { D, money, type Money, subtractMoney, sumMoney, ZERO } from './money.ts'
import { add, type CalcStep, moneyFig, sub } from './steps.ts'

/**
 * One line of a payslip or TRCT as paid, set beside what the law gives for the same inputs
 * (docs/legal/checks.md). A line is a `provento` (the employer pays it: overtime, DSR, the net,
 * the FGTS deposit, each verba of a rescisão) or a `desconto` (taken from the pay: INSS, IRRF,
 * vale-transporte). Within R$ 0,05 either way it "confere": payroll systems round each slice or
 * each day, and a few centavos are no error worth a complaint.
 */

/** R$ 0,05: a difference up to this, either way, is rounding, not an error. */
export const TOLERANCE = 0.05

export type LineSide = 'provento' | 'desconto'

export type Verdict =
  | 'confere'
  /** A provento below what is due. */
  | 'pago-a-menos'
  /** A provento above what is due. */
  | 'pago-a-mais'
  /** A desconto above what is due. */
  | 'descontado-a-mais'
  /** A desconto below what is due. */
  | 'descontado-a-menos'

export type JudgedLine<Id extends string> = {
  id: Id
  side: LineSide
  paid: Money
  due: Money
  /** paid − due. */
  difference: Money
  verdict: Verdict
  /** What the line leaves in the person's favour: positive when the employer owes it (a provento
   * paid short, a desconto taken in excess), negative when the person received more. 0 when it
   * confere. */
  owed: Money
}

export function judgeLine<Id extends string>(
  id: Id,
  side: LineSide,
  paid: Money,
  due: Money,
): JudgedLine<Id> {
  const difference = subtractMoney(paid, due)
  const within = new D(difference).abs().lte(TOLERANCE)
  const above = difference > 0
  const verdict: Verdict = within
    ? 'confere'
    : side === 'provento'
      ? above
        ? 'pago-a-mais'
        : 'pago-a-menos'
      : above
        ? 'descontado-a-mais'
        : 'descontado-a-menos'
  const owed = within ? ZERO : side === 'provento' ? subtractMoney(ZERO, difference) : difference
  return { id, side, paid, due, difference, verdict, owed }
}

/** The difference of every line that does not confere, in the person's favour or against. */
export type Balance = {
  /** Sum of the lines' `owed`: positive, the employer owes the person; negative, the reverse. */
  total: Money
  /** The last "Como calculamos" step: the balance as a positive amount, with its direction in
   * the label, from the lines' figures. */
  step: CalcStep
}

export const IN_FAVOUR_LABEL = 'Diferença a seu favor'
export const AGAINST_LABEL = 'Diferença a favor da empresa'

export function balanceOf(lines: readonly { owed: Money; label: string }[]): Balance {
  const favour = lines.filter((l) => l.owed > 0)
  const against = lines.filter((l) => l.owed < 0)
  const total = sumMoney(...lines.map((l) => l.owed))
  const inFavour = total >= 0
  const plus = (inFavour ? favour : against).map((l) => moneyFig(money(Math.abs(l.owed)), l.label))
  const minus = (inFavour ? against : favour).map((l) => moneyFig(money(Math.abs(l.owed)), l.label))
  const head =
    plus.length === 1 && plus[0] ? plus[0] : add(...(plus.length ? plus : [moneyFig(ZERO)]))
  const expression = minus.length === 0 ? head : sub(head, ...minus)
  return {
    total,
    step: {
      label: inFavour ? IN_FAVOUR_LABEL : AGAINST_LABEL,
      expression,
      result: moneyFig(money(Math.abs(total))),
      note: 'Soma das linhas que não conferem (diferença de até R$\u00a00,05 é arredondamento).',
    },
  }
}
