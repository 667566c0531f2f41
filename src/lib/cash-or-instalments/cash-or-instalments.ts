import { bisectDecreasing } from '../core/bisect.ts'
import { Checker, type NumberInput } from '../core/check.ts'
import { D, type Dec, money, type Money } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { onePlus } from '../core/rate-steps.ts'
import {
  type CalcStep,
  div,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  pow,
  sub,
  type StepExpression,
} from '../core/steps.ts'
import { poupanca } from '../series/data/poupanca.ts'
import { lastMonths, type MonthValue } from '../series/monthly-series.ts'
import {
  FIRST_AT_PURCHASE_OPTIONS,
  MAX_INSTALMENTS,
  MAX_YIELD,
} from './cash-or-instalments-options.ts'

/**
 * À vista ou parcelado (/calculadora-a-vista-ou-parcelado): the interest hidden in "n vezes sem
 * juros" when paying cash has a price (or a discount), and which way of paying costs less in
 * today's money. docs/legal/cash-or-instalments.md.
 *
 * ```text
 * A = cash price (avista), or P × n × (1 − desconto/100)   (the discount is off the total)
 * a(n, i) = (1 − (1 + i)^−n) / i                            (a(n, 0) = n)
 * without entrada (0 + n):  A = P × a(n, i)                 (payments at the end of months 1…n)
 * with entrada (1 + n − 1): A = P × a(n, i) × (1 + i)       (the first at the purchase)
 * i = the hidden monthly rate, the root of that equation (bisection, unique for i > −1)
 * yearly = (1 + i)^12 − 1
 * PV = P × a(n, r) (× (1 + r) with entrada), r = what the money earns a month meanwhile
 * PV > A: cash costs less by PV − A today; PV < A: instalments cost less by A − PV
 * ```
 *
 * An empty `rendimento` is the poupança's last month in the site's data (Banco Central, SGS 195),
 * named with its month in the result: the money a person keeps aside earns at least that. A cash
 * price and a discount typed together: the cash price counts, and the result says what the
 * discount would have made it.
 *
 * `i = 0` when the instalments add up to the cash price ("sem juros" for real); a negative `i`
 * means they add up to less (`negativeRate`). Money is rounded only where shown: PV and the
 * difference to the cent, compared unrounded. `parcelas` counts every payment, the one at the
 * purchase included, as retail's "10x, a primeira no ato" and the HP 12C's BEGIN mode do.
 *
 * Sources: docs/legal/cash-or-instalments.md worked examples (A = 1.800, 12 × 170: 1,98% a.m., 26,53% a.a., cash
 * better by 113,36 at 1% a.m.; with entrada 2,36% a.m., 132,50); numpy-financial `rate` and `pv`.
 */

export type CashOrInstalmentsInput = {
  /** Cash price, R$ (or give `desconto`). */
  avista: NumberInput
  /** % off the instalments' total for paying cash (when `avista` is empty). */
  desconto: NumberInput
  /** The instalment, R$. */
  parcela: NumberInput
  /** Number of payments, the one at purchase included. */
  parcelas: NumberInput
  /** `sim`: the first instalment is paid at the purchase. */
  entrada: string | null | undefined
  /** What the money earns a month meanwhile, %; empty: the poupança's last month. */
  rendimento: NumberInput
}
export type CashOrInstalmentsField = keyof CashOrInstalmentsInput

export type CashOrInstalmentsResult = {
  cashPrice: Money
  instalment: Money
  count: number
  firstAtPurchase: boolean
  /** P × n. */
  instalmentsTotal: Money
  /** Hidden monthly and yearly rates, % (full precision; the screen rounds). */
  monthlyRate: number
  yearlyRate: number
  /** The instalments cost less than the cash price: the rate is below zero. */
  negativeRate: boolean
  /** Monthly yield r, %. */
  yieldRate: number
  /** The poupança month r was taken from, when `rendimento` was empty. */
  yieldFromSavings: MonthValue | null
  /** Both a cash price and a discount were typed: the cash price counted; this is the discount
   * and the cash price it would have given. */
  ignoredDiscount: { discount: number; cashPrice: Money } | null
  /** The instalments' present value at r. */
  presentValue: Money
  /** Which costs less today, and by how much (0 and `igual` when the same to the cent). */
  better: 'avista' | 'parcelado' | 'igual'
  saving: Money
  /** "Como calculamos": the total, the hidden rate, today's value, the difference. */
  steps: readonly CalcStep[]
}

const PV_SOURCE = 'Valor presente de uma série de parcelas iguais'

type StepsInput = Omit<CashOrInstalmentsResult, 'steps' | 'negativeRate' | 'yearlyRate'> & {
  discount: number
  fromDiscount: boolean
}

function cashSteps(r: StepsInput): CalcStep[] {
  const total: CalcStep = {
    label: 'Soma das parcelas',
    expression: mul(moneyFig(r.instalment), numberFig(r.count, 'parcelas')),
    result: moneyFig(r.instalmentsTotal),
    source: 'Parcela × número de parcelas',
  }
  const cash: CalcStep = r.fromDiscount
    ? {
        label: 'Preço à vista',
        expression: mul(fromStep(total), sub(numberFig(1), percentFig(r.discount))),
        result: moneyFig(r.cashPrice),
        source: 'Desconto sobre a soma das parcelas',
      }
    : { label: 'Preço à vista', result: moneyFig(r.cashPrice), source: 'Informado' }
  const rate: CalcStep = {
    label: 'Juros escondidos no parcelado (ao mês)',
    result: percentFig(Math.round(r.monthlyRate * 100) / 100),
    source: PV_SOURCE,
    note: `A taxa i em que o preço à vista = parcela × (1 − (1 + i)^−n) ÷ i${r.firstAtPurchase ? ' × (1 + i), com a primeira no ato' : ''}; achada por aproximações sucessivas.`,
  }
  const n = numberFig(r.count, 'parcelas')
  const factor: StepExpression =
    r.yieldRate === 0
      ? n
      : div(
          sub(numberFig(1), pow(onePlus(r.yieldRate), numberFig(-r.count))),
          percentFig(r.yieldRate),
        )
  const pvExpression = mul(
    moneyFig(r.instalment),
    factor,
    ...(r.firstAtPurchase && r.yieldRate !== 0 ? [onePlus(r.yieldRate)] : []),
  )
  const present: CalcStep = {
    label: 'Parcelas em dinheiro de hoje',
    expression: pvExpression,
    result: moneyFig(r.presentValue),
    source: PV_SOURCE,
    note: `Descontadas pelo rendimento de ${String(r.yieldRate).replace('.', ',')}% ao mês${r.yieldFromSavings ? ', o da poupança no último mês dos dados do site' : ''}.`,
  }
  const cashFig = fromStep(cash)
  const presentFig = fromStep(present)
  const difference: CalcStep = {
    label: r.better === 'parcelado' ? 'Economia ao parcelar' : 'Economia ao pagar à vista',
    expression: r.better === 'parcelado' ? sub(cashFig, presentFig) : sub(presentFig, cashFig),
    result: moneyFig(r.saving),
    source: 'Diferença em dinheiro de hoje',
  }
  return [total, cash, rate, present, difference]
}

/** a(n, i) × (1 + i if due), exact in decimals: the present value of 1 a month. */
function annuityFactor(rate: Dec, n: number, due: boolean): Dec {
  const factor = rate.isZero()
    ? new D(n)
    : new D(1).minus(new D(1).dividedBy(rate.plus(1).pow(n))).dividedBy(rate)
  return due ? factor.times(rate.plus(1)) : factor
}

/** The poupança's last month in the data: what an empty `rendimento` reads as. */
export const SAVINGS_YIELD: MonthValue | null = lastMonths(poupanca, 1)?.[0] ?? null

/** The monthly rate at which the instalments are worth the cash price. */
function hiddenRate(cash: number, instalment: number, n: number, due: boolean): number {
  const value = (i: number) => {
    const a = i === 0 ? n : (1 - (1 + i) ** -n) / i
    return instalment * a * (due ? 1 + i : 1)
  }
  if (Math.abs(instalment * n - cash) < 1e-9) return 0
  // Above 1.000% a month the search stops at its end: no purchase hides such a rate.
  return bisectDecreasing(value, cash, -0.99, 10) ?? (value(10) > cash ? 10 : -0.99)
}

export function calculateCashOrInstalments(
  input: CashOrInstalmentsInput,
): Outcome<CashOrInstalmentsResult, CashOrInstalmentsField> {
  const c = new Checker<CashOrInstalmentsField>()
  const instalment = c.number('parcela', input.parcela, { positive: true })
  const count = c.number('parcelas', input.parcelas, {
    integer: true,
    positive: true,
    max: MAX_INSTALMENTS,
  })
  const entrada = c.option('entrada', input.entrada, FIRST_AT_PURCHASE_OPTIONS, 'nao')
  const typedYield = input.rendimento !== null && input.rendimento !== undefined
  const yieldFromSavings = typedYield ? null : SAVINGS_YIELD
  const yieldRate = c.number('rendimento', typedYield ? input.rendimento : SAVINGS_YIELD?.rate, {
    min: 0,
    max: MAX_YIELD,
  })
  // The cash price, or else the discount for cash; one of them is needed.
  const hasCash = input.avista !== null && input.avista !== undefined
  const hasDiscount = input.desconto !== null && input.desconto !== undefined
  const cashTyped =
    hasCash || !hasDiscount ? c.number('avista', input.avista, { positive: true }) : 0
  const discount =
    !hasCash && hasDiscount
      ? c.number('desconto', input.desconto, { positive: true, max: 99.99 })
      : 0
  const firstAtPurchase = entrada === 'sim'
  // With the first at purchase, a single payment is the cash payment itself: nothing to compare.
  if (c.ok && firstAtPurchase && count < 2) c.add('parcelas', 'too-small', { limit: 2 })
  if (!c.ok) return c.fail()

  const instalmentsTotal = money(new D(instalment).times(count))
  const cashPrice = hasCash
    ? money(cashTyped)
    : money(new D(instalmentsTotal).times(new D(100).minus(discount)).dividedBy(100))
  const rate = hiddenRate(cashPrice, instalment, count, firstAtPurchase)
  // Typed beside a cash price, the discount is said, not dropped: what it would have made the price.
  const typedDiscount =
    hasCash && hasDiscount && typeof input.desconto === 'number' && Number.isFinite(input.desconto)
      ? input.desconto
      : null
  const ignoredDiscount =
    typedDiscount !== null && typedDiscount > 0 && typedDiscount < 100
      ? {
          discount: typedDiscount,
          cashPrice: money(
            new D(instalmentsTotal).times(new D(100).minus(typedDiscount)).dividedBy(100),
          ),
        }
      : null
  const r = new D(yieldRate).dividedBy(100)
  const pvExact = new D(instalment).times(annuityFactor(r, count, firstAtPurchase))
  const presentValue = money(pvExact)
  const difference = pvExact.minus(cashPrice)
  const saving = money(difference.abs())
  const better = saving === 0 ? 'igual' : difference.isPositive() ? 'avista' : 'parcelado'
  const shown = {
    cashPrice,
    instalment: money(instalment),
    count,
    firstAtPurchase,
    instalmentsTotal,
    monthlyRate: rate * 100,
    yieldRate,
    presentValue,
    better,
    saving,
    yieldFromSavings,
    ignoredDiscount,
  } as const
  const steps = cashSteps({ ...shown, discount, fromDiscount: !hasCash })
  return {
    ok: true,
    value: {
      ...shown,
      yearlyRate: ((1 + rate) ** 12 - 1) * 100,
      negativeRate: cashPrice > instalmentsTotal,
      steps,
    },
  }
}
