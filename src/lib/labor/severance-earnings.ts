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

  const avos13 = justCause ? 0 : thirteenthMonths(admission, dismissal, projectedEnd)
  const full13 = monthly.times(avos13).div(12)
  const proportionalThirteenth = earn(
    'decimo-terceiro',
    half ? 'avos-13-culpa-reciproca' : 'avos-13-lei-4090',
    money(half ? full13.div(2) : full13),
    avos13,
    'avos',
  )

  const vacationMonths = justCause
    ? 0
    : monthsWithFraction(lastAnniversary(admission, dismissal), projectedEnd)
  const fullVacation = monthly.times(vacationMonths).div(12)
  const proportionalVacation = earn(
    'ferias-proporcionais',
    half ? 'avos-ferias-culpa-reciproca' : 'avos-ferias-clt-146',
    money(half ? fullVacation.div(2) : fullVacation),
    vacationMonths,
    'avos',
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
