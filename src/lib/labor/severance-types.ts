import type { IsoDate } from '../core/calendar-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import type { Money } from '../core/money.ts'
import type { CalcStep } from '../core/steps.ts'
import type { PendingTable } from '../law/tables/pending-tables.ts'
import type { TableYear } from '../law/tables/table-years.ts'
import type { RequestNumber } from '../unemployment/unemployment-options.ts'
import type { NoticeMode, SeveranceReason } from './labor-options.ts'

/** The inputs and result of the rescisão (labor.ts computes it; docs/legal/labour.md). */

export type SeveranceField =
  | 'salario'
  | 'admissao'
  | 'demissao'
  | 'motivo'
  | 'aviso'
  | 'ferias'
  | 'feriasVencidasDobro'
  | 'fgts'
  | 'baseFgts'
  | 'adiantamento13'
  | 'fimContrato'
  | 'ano'

export type SeveranceInput = {
  salario: NumberInput
  admissao: DateInput
  demissao: DateInput
  motivo?: string | null
  aviso?: string | null
  /** Days of férias vencidas. */
  ferias?: NumberInput
  /** `sim`: the férias vencidas are past their concessive period, paid double (CLT art. 137). */
  feriasVencidasDobro?: string | null
  /** FGTS balance; empty: estimated. */
  fgts?: NumberInput
  /** What the typed balance is: `extrato` (the app's balance, default: the rescisão's own deposits
   * are added to it) or `rescisorio` (the "saldo para fins rescisórios", which holds them). */
  baseFgts?: string | null
  /** The 13º first instalment already paid this year, deducted (Lei 4.749/1965 art. 3º). */
  adiantamento13?: NumberInput
  /** The agreed end of a fixed-term contract (termino-contrato, antecipada-*). */
  fimContrato?: DateInput
  ano?: NumberInput
  /** The device's date, for the plausible range of the contract's dates (labor-options.ts). */
  today?: DateInput
}

export type SeveranceLineId =
  | 'saldo-salario'
  | 'aviso-previo'
  | 'indenizacao-479'
  | 'decimo-terceiro'
  | 'ferias-proporcionais'
  | 'ferias-vencidas'
  | 'ferias-dobro'
  | 'terco-ferias'
  | 'desconto-aviso'
  | 'adiantamento-13'
  | 'indenizacao-480'
  | 'inss-saldo'
  | 'irrf-saldo'
  | 'inss-decimo-terceiro'
  | 'irrf-decimo-terceiro'
  | 'fgts-saque'
  | 'fgts-multa'

/** The rule behind a line; the screen names it in one pt-BR sentence. */
export type SeveranceRule =
  | 'dias-trabalhados-mes'
  | 'aviso-lei-12506'
  | 'aviso-acordo-metade'
  | 'aviso-culpa-reciproca-metade'
  | 'aviso-proporcional-excedente'
  | 'aviso-proporcional-excedente-acordo'
  | 'indenizacao-clt-479'
  | 'avos-13-lei-4090'
  | 'avos-13-culpa-reciproca'
  | 'avos-ferias-clt-146'
  | 'avos-ferias-culpa-reciproca'
  | 'ferias-vencidas-dias'
  | 'ferias-dobro-clt-137'
  | 'terco-cf-7-xvii'
  | 'desconto-aviso-clt-487'
  | 'adiantamento-13-lei-4749'
  | 'indenizacao-clt-480'
  | 'inss-progressivo'
  | 'irrf-mensal'
  | 'irrf-13-exclusivo'
  | 'fgts-saque-integral'
  | 'fgts-saque-80-acordo'
  | 'fgts-saque-termino'
  | 'fgts-multa-40'
  | 'fgts-multa-20-acordo'
  | 'fgts-multa-20-culpa-reciproca'

export type SeveranceLine = {
  id: SeveranceLineId
  /** provento: paid by the employer; desconto: deducted; fgts: withdrawn from the FGTS account. */
  kind: 'provento' | 'desconto' | 'fgts'
  rule: SeveranceRule
  amount: Money
  /** Days or avos behind the amount, where there are some. */
  quantity?: number
  unit?: 'dias' | 'avos'
  /** The deduction was cut to what the rest of the rescisão could pay (CLT art. 477 §5º). */
  capped?: boolean
}

/** Whether the motivo lets the person draw seguro-desemprego (Lei 7.998/1990 art. 3º), and why not;
 * when it does, the requests whose carência window (art. 3º I) this contract alone fills. */
export type UnemploymentEligibility =
  | {
      eligible: true
      /** Months of this contract to the dismissal, 15 days making a month. */
      contractMonths: number
      /** The requests (1st, 2nd, 3rd and later) it meets on its own; empty: none. */
      requestsMet: readonly RequestNumber[]
    }
  | {
      eligible: false
      reason:
        | 'pedido-demissao'
        | 'justa-causa'
        | 'acordo'
        | 'culpa-reciproca'
        | 'termino-contrato'
        | 'antecipada-empregado'
    }

export type SeveranceResult = {
  year: TableYear
  /** The act behind the IRRF table of the dismissal's month. */
  irrfSource: string
  /** Yearly tables of a later year not yet published, borrowed from an earlier one. */
  pending: readonly PendingTable[]
  salary: Money
  dismissalDate: IsoDate
  reason: SeveranceReason
  notice: NoticeMode
  serviceYears: number
  /** Lei 12.506 days the employee is entitled to (before halving), 0 where there is no aviso. */
  priorNoticeEntitledDays: number
  /** Days paid as aviso indenizado (may end in ,5 in acordo and culpa recíproca). */
  priorNoticeDays: number
  /** End of the contract with the projection of the paid aviso. */
  projectedEndDate: IsoDate
  salaryBalanceDays: number
  salaryBalance: Money
  priorNotice: Money
  /** Fixed-term contracts ended early: the agreed end and the days left to it. */
  contractEndDate: IsoDate | null
  remainingDays: number
  /** CLT art. 479: half the pay of the days left, paid by the employer. */
  earlyEndIndemnity: Money
  /** CLT art. 480: what the employee leaving early owes, deducted (at most art. 479's sum). */
  earlyLeaveIndemnity: Money
  thirteenthMonths: number
  proportionalThirteenth: Money
  thirteenthAdvance: Money
  /** Avos of férias proporcionais; above 12 when the projection completes a period. */
  vacationMonths: number
  proportionalVacation: Money
  overdueVacationDays: number
  overdueVacation: Money
  /** The second payment of férias vencidas past their concessive period (CLT art. 137). */
  overdueVacationDouble: Money
  vacationBonus: Money
  priorNoticeDiscount: Money
  /** The discount was cut to what the rest of the rescisão could pay (CLT art. 477 §5º). */
  priorNoticeDiscountCapped: boolean
  inss: Money
  irrf: Money
  fgtsBalance: Money
  fgtsEstimated: boolean
  /** 8% of the saldo de salário, the 13º and the aviso indenizado, deposited with the rescisão and
   * added to a typed app balance (Lei 8.036/1990 art. 18; Súmula 305 TST); 0 otherwise. */
  fgtsRescissionDeposits: Money
  /** The balance the withdrawal and the fine are computed on: fgtsBalance + those deposits. */
  fgtsBase: Money
  fgtsWithdrawal: Money
  fgtsFine: Money
  grossTotal: Money
  deductionsTotal: Money
  netTotal: Money
  fgtsTotal: Money
  /** Net rescisão + FGTS withdrawal + fine. */
  total: Money
  /** Last day to pay the rescisão: 10 days after the end of the contract (CLT art. 477 §6º). */
  paymentDeadline: IsoDate
  unemployment: UnemploymentEligibility
  /** Months of service up to the dismissal (15 days make a month), at most 36: the seguro's count. */
  monthsWorked: number
  /** The aviso asked for (an older link's) does not exist for this motivo: `notice` is the
   * motivo's default instead, and this is what was asked. */
  noticeReplaced: NoticeMode | null
  lines: SeveranceLine[]
  /** "Como calculamos": each verba, the taxes, the net, the FGTS, the total (labor-steps.ts). */
  steps: readonly CalcStep[]
}
