import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money, roundTo, subtractMoney, sumMoney, toCents } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { GROUP_SIZES } from './consortium-options.ts'
import {
  add,
  type CalcStep,
  div,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  sub,
} from '../core/steps.ts'

/**
 * Consórcio (/calculadora-consorcio): what a consortium plan costs, month by month and in total.
 *
 * ```text
 * taxa de administração = crédito · taxaAdm / 100          (over the whole plan)
 * fundo de reserva      = crédito · fundoReserva / 100
 * total do plano        = crédito + taxa de administração + fundo de reserva
 * parcela               = total do plano / grupo            (when `parcela` is left empty)
 * total pago            = total do plano, or parcela · grupo when a parcela is typed
 * custo total           = total pago − crédito;  custo efetivo % = custo total / crédito · 100
 * chance mensal         = 1 / grupo · 100 %                 (one contemplation per month)
 * valor líquido         = total pago − fundo de reserva
 * economia              = fundo de reserva
 * ```
 *
 * Conventions: the group size is the number of participants and of monthly payments (docs/product.md §9);
 * a consortium charges no interest, so its cost is its fees, shown as `interestRate`, the
 * effective cost over the whole plan as a % of the credit. The fees are paid in the instalments;
 * the credit (carta de crédito) is received in full. `parcela` is optional: a typed value (e.g.
 * the administrator's quote) replaces the estimate in the totals, but can not be below
 * crédito / grupo (the common fund alone; `too-small` with that limit); otherwise the estimate
 * is used and `totalPaid` is the exact plan total (the last instalment absorbs the rounding
 * cents).
 * Open points of the spec, decided here: `netAmount` is what the plan really costs once the
 * reserve fund comes back, and `savings` is that reserve fund, which is returned to the
 * participants when the group closes if it was not used to cover defaults (Lei 11.795/2008).
 * `steps` ("Como calculamos") lists each fee, the plan total, the instalment and the costs.
 *
 * Sources: docs/product.md §2, §3, §9; Lei 11.795/2008 (Sistema de Consórcios); Banco Central do Brasil,
 * "Consórcio — perguntas frequentes".
 */

export type ConsortiumInput = {
  /** Credit (carta de crédito), R$. */
  credito: NumberInput
  /** Monthly instalment, R$ (empty = estimated from the fees). */
  parcela?: NumberInput
  /** Group size / months: 50, 80, 100, 120, 150 or 200. */
  grupo: string | number | null | undefined
  /** Administration fee, % of the credit over the plan (empty = 0). */
  taxaAdm?: NumberInput
  /** Reserve fund, % of the credit over the plan (empty = 0). */
  fundoReserva?: NumberInput
}

export type ConsortiumField = keyof ConsortiumInput

export type ConsortiumResult = {
  /** Number of monthly payments (= group size). */
  totalPayments: number
  /** The instalment used: the typed one, or the estimate. */
  monthlyInstallment: Money
  /** Estimated instalment: (credit + fees) / group. */
  estimatedInstallment: Money
  totalPaid: Money
  adminFeeTotal: Money
  reserveFundTotal: Money
  /** totalPaid − credit. */
  totalCost: Money
  /** Effective cost over the plan, % of the credit (2 decimals). */
  interestRate: number
  /** Chance of being drawn in a month, % (2 decimals). */
  monthlyChance: number
  /** totalPaid − reserve fund (what the plan costs if the reserve comes back). */
  netAmount: Money
  /** The reserve fund, refundable when the group closes. */
  savings: Money
  /**
   * "Como calculamos": the fees, the plan total, the instalment, what is paid and what it costs.
   */
  steps: readonly CalcStep[]
}

export function calculateConsortium(
  input: ConsortiumInput,
): Outcome<ConsortiumResult, ConsortiumField> {
  const c = new Checker<ConsortiumField>()
  const credito = c.number('credito', input.credito, { positive: true })
  const parcela = c.number('parcela', input.parcela, { positive: true, default: 0 })
  const grupoText =
    input.grupo === null || input.grupo === undefined ? input.grupo : String(input.grupo)
  const grupo = Number(c.option('grupo', grupoText, GROUP_SIZES))
  const taxaAdm = c.number('taxaAdm', input.taxaAdm, { min: 0, max: 100, default: 0 })
  const fundoReserva = c.number('fundoReserva', input.fundoReserva, {
    min: 0,
    max: 100,
    default: 0,
  })
  const credit = money(credito)
  if (!c.has('credito') && credit === 0) c.add('credito', 'not-positive')
  if (!c.ok) return c.fail()

  // The common fund alone is credit / group each month: a lower instalment can not be right.
  const minimum = money(new D(credit).div(grupo))
  if (parcela > 0 && money(parcela) < minimum) {
    c.add('parcela', 'too-small', { limit: minimum })
    return c.fail()
  }
  const adminFeeTotal = money(new D(credit).times(taxaAdm).div(100))
  const reserveFundTotal = money(new D(credit).times(fundoReserva).div(100))
  const planTotal = sumMoney(credit, adminFeeTotal, reserveFundTotal)
  const estimatedInstallment = money(new D(planTotal).div(grupo))
  const typed = money(parcela)
  const monthlyInstallment = typed > 0 ? typed : estimatedInstallment
  const totalPaid = typed > 0 ? money(new D(typed).times(grupo)) : planTotal
  const totalCost = subtractMoney(totalPaid, credit)
  const interestRate = roundTo(new D(totalCost).div(credit).times(100), 2)
  const monthlyChance = roundTo(new D(100).div(grupo), 2)
  const netAmount = subtractMoney(totalPaid, reserveFundTotal)
  const months = numberFig(grupo, 'parcelas')
  const steps: CalcStep[] = [
    {
      label: 'Taxa de administração',
      expression: mul(moneyFig(credit), percentFig(taxaAdm)),
      result: moneyFig(adminFeeTotal),
      source: 'Lei 11.795/2008, art. 5º, §\u00a03º: remuneração da administradora',
    },
    {
      label: 'Fundo de reserva',
      expression: mul(moneyFig(credit), percentFig(fundoReserva)),
      result: moneyFig(reserveFundTotal),
      source: 'Lei 11.795/2008: fundo de reserva do grupo, previsto no contrato',
    },
    {
      label: typed > 0 ? 'Total do plano' : 'Total pago (total do plano)',
      expression: add(moneyFig(credit), moneyFig(adminFeeTotal), moneyFig(reserveFundTotal)),
      result: moneyFig(planTotal),
      source: 'Carta de crédito + taxa de administração + fundo de reserva',
    },
    {
      label: 'Parcela estimada',
      expression: div(moneyFig(planTotal), months),
      result: moneyFig(estimatedInstallment),
      source: 'Total do plano ÷ meses do grupo',
      ...(typed === 0 && toCents(estimatedInstallment) * grupo !== toCents(planTotal)
        ? { note: 'A última parcela acerta os centavos do arredondamento.' }
        : {}),
    },
    ...(typed > 0
      ? [
          {
            label: 'Total pago',
            expression: mul(moneyFig(typed, 'parcela informada'), months),
            result: moneyFig(totalPaid),
          },
        ]
      : []),
    {
      label: 'Custo total (taxas)',
      expression: sub(moneyFig(totalPaid), moneyFig(credit)),
      result: moneyFig(totalCost),
    },
    {
      label: 'Custo em relação ao crédito',
      expression: div(moneyFig(totalCost), moneyFig(credit)),
      result: percentFig(interestRate),
    },
    {
      label: 'Valor líquido pago',
      expression: sub(moneyFig(totalPaid), moneyFig(reserveFundTotal)),
      result: moneyFig(netAmount),
      note: 'Se o fundo de reserva for devolvido no encerramento do grupo.',
    },
    {
      label: 'Chance de contemplação por sorteio',
      expression: div(numberFig(1), numberFig(grupo)),
      result: percentFig(monthlyChance),
      note: 'Um sorteio por mês entre os participantes do grupo.',
    },
  ]
  return {
    ok: true,
    value: {
      totalPayments: grupo,
      monthlyInstallment,
      estimatedInstallment,
      totalPaid,
      adminFeeTotal,
      reserveFundTotal,
      totalCost,
      interestRate,
      monthlyChance,
      netAmount,
      savings: reserveFundTotal,
      steps,
    },
  }
}
