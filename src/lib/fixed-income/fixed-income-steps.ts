import { D, type Dec, money, type Money, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import {
  add,
  type CalcStep,
  div,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  pow,
  type StepExpression,
  sub,
} from '../core/steps.ts'
import {
  FIXED_INCOME_IR,
  REDEMPTION_IOF,
  SAVINGS_RULE,
  TESOURO_SELIC_CUSTODY,
} from '../law/tables/fixed-income-rules.ts'
import { iofRate, irRate } from './fixed-income-rules.ts'

/** "Como calculamos" of each product (docs/como-calculamos.md). */

import type { Grown } from './fixed-income-products.ts'

const IR_LAW = FIXED_INCOME_IR.source
const IOF_LAW = REDEMPTION_IOF.source
const CUSTODY_RATE = TESOURO_SELIC_CUSTODY.yearlyPercent
const CUSTODY_EXEMPT = TESOURO_SELIC_CUSTODY.exemptUpTo

const one = numberFig(1)

function factorExpression(
  rate: number,
  percent: number,
  selic: boolean,
  du: number,
): StepExpression {
  if (selic) return pow(add(one, percentFig(rate)), div(numberFig(du, 'dias'), numberFig(252)))
  const daily = add(
    one,
    mul(percentFig(percent), sub(pow(add(one, percentFig(rate)), div(one, numberFig(252))), one)),
  )
  return pow(daily, numberFig(du, 'dias'))
}

/** (1 + a)^(du/252), or ((1 + IPCA) × (1 + real))^(du/252) for an IPCA+. */
export function yearlyRateFactor(yearlyRates: readonly number[], du: number): StepExpression {
  const names = yearlyRates.length > 1 ? ['IPCA', 'taxa real'] : []
  const base = yearlyRates.map((rate, i) => add(one, percentFig(rate, names[i])))
  return pow(
    base.length > 1 ? mul(...base) : (base[0] ?? one),
    div(numberFig(du, 'dias'), numberFig(252)),
  )
}

export function cdiSteps(
  grown: readonly Grown[],
  o: {
    cdi: number
    percent: number
    days: number
    businessDays: number
    custody: Money
    custodyLines?: readonly CalcStep[]
    selic?: boolean
    exempt?: boolean
    /** The daily factor over the term, for a rate agreed in % a year (prefixado, IPCA+). */
    factor?: StepExpression
  },
): CalcStep[] {
  const [first, ...rest] = grown
  if (!first) return []
  const invested = sumMoney(...grown.map((g) => money(g.deposit.amount)))
  const gross = sumMoney(...grown.map((g) => g.gross))
  const earnings = subtractMoney(gross, invested)
  const iof = sumMoney(...grown.map((g) => g.iof))
  const ir = sumMoney(...grown.map((g) => g.ir))
  const steps: CalcStep[] = [
    { label: 'Prazo em dias corridos', result: numberFig(o.days, 'dias') },
    {
      label: 'Dias úteis no prazo',
      result: numberFig(o.businessDays, 'dias'),
      source:
        'Calendário ANBIMA: sem fins de semana, feriados nacionais, Carnaval e Corpus Christi',
    },
    {
      label: rest.length ? 'Valor bruto da aplicação inicial' : 'Valor bruto',
      expression: mul(
        moneyFig(money(first.deposit.amount)),
        o.factor ?? factorExpression(o.cdi, o.percent, o.selic === true, o.businessDays),
      ),
      result: moneyFig(first.gross),
      source: o.factor
        ? 'Taxa ao ano, 252 dias úteis por ano'
        : o.selic
          ? 'Taxa Selic, 252 dias úteis por ano'
          : 'Fórmula DI percentual da B3 (252 dias úteis)',
    },
  ]
  if (rest.length) {
    const restGross = sumMoney(...rest.map((g) => g.gross))
    steps.push(
      {
        label: `Valor bruto dos ${rest.length} aportes mensais`,
        result: moneyFig(restGross),
        note: 'Cada aporte rende pelos dias úteis desde a sua data.',
      },
      {
        label: 'Valor bruto total',
        expression: add(moneyFig(first.gross), moneyFig(restGross)),
        result: moneyFig(gross),
      },
    )
  }
  steps.push({
    label: 'Rendimento',
    expression: sub(moneyFig(gross), moneyFig(invested, 'valor aplicado')),
    result: moneyFig(earnings),
  })
  if (iof > 0) {
    steps.push(
      rest.length
        ? { label: 'IOF (resgate antes de 30 dias)', result: moneyFig(iof), source: IOF_LAW }
        : {
            label: 'IOF (resgate antes de 30 dias)',
            expression: mul(moneyFig(earnings), percentFig(iofRate(first.deposit.calendarDays))),
            result: moneyFig(iof),
            source: IOF_LAW,
          },
    )
  }
  if (o.exempt) {
    steps.push({
      label: 'Imposto de renda: isento para pessoa física',
      result: moneyFig(ZERO),
      source: 'Lei 11.033/2004, art. 3º, II e IV',
    })
  } else {
    steps.push(
      rest.length
        ? {
            label: 'Imposto de renda',
            result: moneyFig(ir),
            source: IR_LAW,
            note: 'Soma do IR de cada aplicação, cada uma pela alíquota dos seus dias corridos.',
          }
        : {
            label: 'Imposto de renda',
            expression: mul(
              sub(moneyFig(earnings), moneyFig(iof, 'IOF')),
              percentFig(irRate(first.deposit.calendarDays)),
            ),
            result: moneyFig(ir),
            source: IR_LAW,
          },
    )
  }
  steps.push(...(o.custodyLines ?? []))
  const deductions = [
    moneyFig(ir, 'IR'),
    ...(iof > 0 ? [moneyFig(iof, 'IOF')] : []),
    ...(o.custody > 0 ? [moneyFig(o.custody, 'custódia')] : []),
  ]
  steps.push({
    label: 'Valor líquido',
    expression: sub(moneyFig(gross), ...deductions),
    result: moneyFig(subtractMoney(gross, sumMoney(ir, iof, o.custody))),
  })
  return steps
}

/**
 * Tesouro Selic custody: 0,20% a year on the average stock above R$ 10.000, by calendar days.
 * The average stock weighs each amount's mean balance by the days it stayed.
 */
export function custodySteps(
  grown: readonly Grown[],
  days: number,
): { custody: Money; steps: CalcStep[] } {
  if (days <= 0) return { custody: ZERO, steps: [] }
  const weighted = grown.reduce(
    (sum: Dec, g) =>
      sum.plus(new D(g.deposit.amount).plus(g.gross).div(2).times(g.deposit.calendarDays)),
    new D(0),
  )
  const average = money(weighted.div(days))
  const excess = new D(average).minus(CUSTODY_EXEMPT)
  if (excess.lte(0)) {
    return {
      custody: ZERO,
      steps: [
        {
          label: 'Custódia B3: isenta até R$\u00a010\u00a0mil no Tesouro Selic',
          result: moneyFig(ZERO),
          source: TESOURO_SELIC_CUSTODY.source,
        },
      ],
    }
  }
  // In the order the custody is computed below, so the step rounds to the same cent.
  const expression = div(
    mul(
      percentFig(CUSTODY_RATE),
      sub(moneyFig(average, 'saldo médio'), moneyFig(money(CUSTODY_EXEMPT), 'isenção')),
      numberFig(days, 'dias'),
    ),
    numberFig(365),
  )
  const custody = money(new D(CUSTODY_RATE).div(100).times(excess).times(days).div(365))
  return {
    custody,
    steps: [
      {
        label: 'Custódia B3 (aproximada)',
        expression,
        result: moneyFig(custody),
        source: 'Tarifa da B3 para o Tesouro Direto: 0,20% ao ano',
        note: 'Saldo médio entre a aplicação e o resgate; não reduz a base do IR.',
      },
    ],
  }
}

export function savingsSteps(o: {
  factor: Dec
  months: number
  gross: Money
  selic: number
  tr: number
}): CalcStep[] {
  const high = o.selic > SAVINGS_RULE.selicAbovePercent
  const interest = high
    ? percentFig(SAVINGS_RULE.monthlyPercent)
    : sub(
        pow(
          add(one, mul(percentFig(SAVINGS_RULE.selicSharePercent), percentFig(o.selic, 'Selic'))),
          div(one, numberFig(12)),
        ),
        one,
      )
  return [
    {
      label: 'Rendimento mensal da poupança',
      expression: sub(mul(add(one, percentFig(o.tr, 'TR')), add(one, interest)), one),
      result: percentFig(Number(o.factor.minus(1).times(100).toDecimalPlaces(6).toString())),
      source: SAVINGS_RULE.source,
      note: high
        ? 'Com a Selic acima de 8,5% ao ano: 0,5% ao mês mais a TR.'
        : 'Com a Selic até 8,5% ao ano: 70% da Selic, ao mês, mais a TR.',
    },
    {
      label: 'Aniversários completos no prazo',
      result: numberFig(o.months, 'meses'),
      note: 'A poupança rende a cada mês completo; o rendimento é creditado e arredondado a cada aniversário.',
    },
    {
      label: 'Imposto de renda: isento para pessoa física',
      result: moneyFig(ZERO),
      source: 'Lei 8.981/1995, art. 68, III',
    },
    { label: 'Valor líquido', result: moneyFig(o.gross) },
  ]
}
