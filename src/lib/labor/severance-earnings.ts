import type { UTCDate } from '@date-fns/utc'

import { D, type Dec, money, type Money, sumMoney, ZERO } from '../core/money.ts'
import {
  lastAnniversary,
  monthsWithFraction,
  salaryBalanceDays,
  thirteenthMonths,
} from './labor-periods.ts'
import { remainingDays } from './severance-exit.ts'
import type { SeveranceTerms } from './severance-input.ts'
import type { NoticePlan } from './severance-notice.ts'
import type { SeveranceLine, SeveranceLineId, SeveranceRule } from './severance-types.ts'

/**
 * The proventos of a rescisão (the rules are in labor.ts's summary): saldo de salário, aviso
 * prévio, the art. 479 indemnity, 13º and férias proporcionais (halved in culpa recíproca, none
 * in justa causa), férias vencidas (double past their concessive period) and the 1/3 on all
 * férias. Each amount above zero becomes a line of the result.
 */
export function severanceEarnings(
  terms: SeveranceTerms,
  plan: NoticePlan,
  projectedEnd: UTCDate,
  monthly: Dec,
) {
  const { admission, dismissal, reason, overdueDays, double, contractEnd } = terms
  const daily = monthly.div(30)
  const half = reason === 'culpa-reciproca'
  const justCause = reason === 'justa-causa'
  const lines: SeveranceLine[] = []
  const earn = (
    id: SeveranceLineId,
    rule: SeveranceRule,
    amount: Money,
    quantity?: number,
    unit?: 'dias' | 'avos',
  ): Money => {
    if (amount > 0) {
      lines.push({
        id,
        kind: 'provento',
        rule,
        amount,
        ...(quantity === undefined ? {} : { quantity }),
        ...(unit ? { unit } : {}),
      })
    }
    return amount
  }

  const balanceDays = salaryBalanceDays(admission, dismissal)
  const salaryBalance = earn(
    'saldo-salario',
    'dias-trabalhados-mes',
    money(daily.times(balanceDays)),
    balanceDays,
    'dias',
  )

  const priorNotice = plan.rule
    ? earn(
        'aviso-previo',
        plan.rule,
        money(daily.times(plan.paidDays)),
        plan.paidDays.toNumber(),
        'dias',
      )
    : ZERO

  const daysLeft = contractEnd ? remainingDays(dismissal, contractEnd) : 0
  // Arts. 479 and 480: half the pay of the days left (the employee's debt is capped at that).
  const earlyIndemnity = money(daily.times(daysLeft).div(2))
  const earlyEndIndemnity =
    reason === 'antecipada-empregador'
      ? earn('indenizacao-479', 'indenizacao-clt-479', earlyIndemnity, daysLeft, 'dias')
      : ZERO

  // Avos of a monthly salary (1/12 a month), halved in culpa recíproca (CLT art. 484; Súmula 14 do TST).
  const proportional = (
    id: SeveranceLineId,
    rules: { whole: SeveranceRule; half: SeveranceRule },
    avos: number,
  ): Money => {
    const full = monthly.times(avos).div(12)
    return earn(id, half ? rules.half : rules.whole, money(half ? full.div(2) : full), avos, 'avos')
  }

  const avos13 = justCause ? 0 : thirteenthMonths(admission, dismissal, projectedEnd)
  const proportionalThirteenth = proportional(
    'decimo-terceiro',
    { whole: 'avos-13-lei-4090', half: 'avos-13-culpa-reciproca' },
    avos13,
  )

  const vacationMonths = justCause
    ? 0
    : monthsWithFraction(lastAnniversary(admission, dismissal), projectedEnd)
  const proportionalVacation = proportional(
    'ferias-proporcionais',
    { whole: 'avos-ferias-clt-146', half: 'avos-ferias-culpa-reciproca' },
    vacationMonths,
  )
  const overdueVacation = earn(
    'ferias-vencidas',
    'ferias-vencidas-dias',
    money(daily.times(overdueDays)),
    overdueDays,
    'dias',
  )
  const overdueVacationDouble = double
    ? earn('ferias-dobro', 'ferias-dobro-clt-137', overdueVacation, overdueDays, 'dias')
    : ZERO
  const vacationBonus = earn(
    'terco-ferias',
    'terco-cf-7-xvii',
    money(new D(sumMoney(proportionalVacation, overdueVacation, overdueVacationDouble)).div(3)),
  )

  const grossTotal = sumMoney(
    salaryBalance,
    priorNotice,
    earlyEndIndemnity,
    proportionalThirteenth,
    proportionalVacation,
    overdueVacation,
    overdueVacationDouble,
    vacationBonus,
  )

  return {
    lines,
    half,
    balanceDays,
    daysLeft,
    earlyIndemnity,
    avos13,
    vacationMonths,
    // The figures the result and its steps share, under the same names.
    shared: {
      salaryBalance,
      priorNotice,
      earlyEndIndemnity,
      proportionalThirteenth,
      vacationMonths,
      proportionalVacation,
      overdueVacation,
      overdueVacationDouble,
      vacationBonus,
      grossTotal,
    },
  }
}
