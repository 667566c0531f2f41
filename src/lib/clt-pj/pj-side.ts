import { D, money, type Money, roundTo, subtractMoney, sumMoney } from '../core/money.ts'
import {
  add,
  type CalcStep,
  div,
  fromStep,
  max,
  min,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  sub,
} from '../core/steps.ts'
import { monthlyIrrf } from '../law/irrf.ts'
import { irrfSteps } from '../law/irrf-steps.ts'
import { SIMPLES_SOURCE, SIMPLES_TABLES } from '../law/tables/simples-nacional.ts'
import type { LegalTable } from '../law/tables/types.ts'
import { simplesSteps } from '../tax/tax-steps.ts'
import { FATOR_R, FATOR_R_PERCENT, PROLABORE_INSS_PERCENT } from './clt-pj-options.ts'

/**
 * The PJ side of a month (docs/legal/clt-pj.md): a one-person company in the Simples Nacional
 * selling intellectual services, taxed by Anexo III when the Fator R (pró-labore ÷ revenue) is
 * 28% or more, else by Anexo V (LC 123/2006 art. 18 §§5º-J e 5º-M), in the steady state where
 * RBT12 = 12 × the month's revenue. The partner's pró-labore pays 11% INSS up to the ceiling
 * (Lei 8.212 arts. 21 e 30 §4º) and IRRF by the monthly table; the rest, after the DAS and the
 * accountant, is distributed profit, exempt (LC 123 art. 14).
 */
export type PjOption = {
  annex: 3 | 5
  prolabore: Money
  /** How the pró-labore was set: 28% of revenue, the minimum wage, or typed. */
  prolaboreRule: 'fator-r' | 'minimum' | 'typed'
  /** Pró-labore ÷ revenue, percent, two decimals (four when two would round up to 28%). */
  fatorR: number
  /** Effective Simples rate, percent, two decimals. */
  dasRate: number
  das: Money
  inss: Money
  irrf: Money
  accountant: Money
  profit: Money
  monthlyNet: Money
  annualNet: Money
  steps: CalcStep[]
}

/** Anexo by the Fator R of a pró-labore on a revenue. */
export function annexFor(prolabore: Money, revenue: Money): 3 | 5 {
  return new D(prolabore).gte(new D(revenue).times(FATOR_R)) ? 3 : 5
}

/** The pró-labore that keeps the Fator R at 28%: 28% of revenue up to the cent, at least the
 * minimum wage. */
export function fatorRProlabore(revenue: Money, table: LegalTable): Money {
  const needed = money(new D(revenue).times(FATOR_R).toDecimalPlaces(2, D.ROUND_CEIL))
  return needed > table.minimumWage.monthly ? needed : money(table.minimumWage.monthly)
}

function prolaboreStep(
  rule: PjOption['prolaboreRule'],
  prolabore: Money,
  revenue: Money,
  table: LegalTable,
): CalcStep {
  const minimum = moneyFig(money(table.minimumWage.monthly), 'salário mínimo')
  if (rule === 'fator-r') {
    return {
      label: 'Pró-labore',
      expression: max(minimum, mul(moneyFig(revenue, 'faturamento'), percentFig(FATOR_R_PERCENT))),
      result: moneyFig(prolabore),
      rounding: 'up',
      source: 'LC 123/2006, art. 18 §5º-J (Fator R de 28%)',
      note: '28% do faturamento, arredondado para cima no centavo, e pelo menos um salário mínimo.',
    }
  }
  return {
    label: 'Pró-labore',
    result: moneyFig(prolabore),
    source: 'Lei 10.666/2003, art. 5º (base mínima: um salário mínimo)',
    note: rule === 'minimum' ? 'Um salário mínimo.' : 'Informado.',
  }
}

export function pjOption(
  revenue: Money,
  prolabore: Money,
  prolaboreRule: PjOption['prolaboreRule'],
  accountant: Money,
  dependents: number,
  table: LegalTable,
  /** The break-even search only needs the figures. */
  withSteps = true,
): PjOption {
  const annex = annexFor(prolabore, revenue)
  const rbt12 = new D(revenue).times(12)
  const bands = SIMPLES_TABLES[annex]
  const index = Math.max(
    bands.findIndex((b) => rbt12.lte(b.upTo)),
    0,
  )
  const band = bands[index] as (typeof bands)[number]
  const effective = rbt12.isZero()
    ? new D(0)
    : rbt12.times(band.rate).minus(band.deduction).div(rbt12)
  const das = money(effective.times(revenue))
  const ceiling = money(table.inss.ceilingSalary)
  const inssBase = prolabore > ceiling ? ceiling : prolabore
  const inss = money(new D(inssBase).times(PROLABORE_INSS_PERCENT).div(100))
  const irrfResult = monthlyIrrf({ income: prolabore, inss, dependents, table })
  const irrf = irrfResult.withheld
  const profit = subtractMoney(revenue, sumMoney(das, prolabore, accountant))
  const monthlyNet = sumMoney(subtractMoney(prolabore, sumMoney(inss, irrf)), profit)
  const dasRate = roundTo(effective.times(100), 2)
  const ratio = revenue > 0 ? new D(prolabore).div(revenue).times(100) : new D(100)
  const fatorR =
    annex === 5 && roundTo(ratio, 2) >= FATOR_R_PERCENT ? roundTo(ratio, 4) : roundTo(ratio, 2)
  const figures = {
    annex,
    prolabore,
    prolaboreRule,
    fatorR,
    dasRate,
    das,
    inss,
    irrf,
    accountant,
    profit,
    monthlyNet,
    annualNet: money(new D(monthlyNet).times(12)),
  }
  if (!withSteps) return { ...figures, steps: [] }

  const pro = prolaboreStep(prolaboreRule, prolabore, revenue, table)
  const fator: CalcStep = {
    label: 'Fator R',
    expression: div(
      mul(fromStep(pro, 'pró-labore'), numberFig(12)),
      mul(moneyFig(revenue, 'faturamento'), numberFig(12)),
    ),
    result: percentFig(fatorR),
    source: 'LC 123/2006, art. 18 §§5º-J e 5º-M; Res. CGSN 140/2018, art. 26',
    note:
      annex === 3
        ? 'Folha de 12 meses ÷ receita de 12 meses: 28% ou mais, tributação pelo Anexo III.'
        : 'Folha de 12 meses ÷ receita de 12 meses: abaixo de 28%, tributação pelo Anexo V.',
  }
  const simples = simplesSteps({
    revenue,
    rbt12: money(rbt12),
    rbt12Typed: false,
    annex,
    bracket: index + 1,
    band,
    taxRate: dasRate,
    monthlyTax: das,
    source: SIMPLES_SOURCE,
  })
  // Not a first month: the same revenue for twelve months, so RBT12 is the month × 12.
  simples[0] = {
    ...simples[0],
    source: 'LC 123/2006, art. 18 §1º (doze meses com este faturamento)',
  } as CalcStep
  const dasStep = simples.at(-1) as CalcStep
  const inssStep: CalcStep = {
    label: 'INSS do pró-labore',
    expression: mul(
      min(fromStep(pro, 'pró-labore'), moneyFig(ceiling, 'teto do INSS')),
      percentFig(PROLABORE_INSS_PERCENT),
    ),
    result: moneyFig(inss),
    source: 'Lei 8.212/1991, arts. 21 e 30 §4º (11% até o teto)',
  }
  const irrfList = irrfSteps({
    irrf: irrfResult,
    inss: inssStep,
    table,
    dependents,
    thirteenth: false,
    suffix: ' do pró-labore',
  })
  const irrfStep = irrfList.at(-1) as CalcStep
  const profitStep: CalcStep = {
    label: 'Lucro distribuído, isento',
    expression: sub(
      moneyFig(revenue, 'faturamento'),
      fromStep(dasStep, 'DAS'),
      fromStep(pro, 'pró-labore'),
      moneyFig(accountant, 'contador'),
    ),
    result: moneyFig(profit),
    source: 'LC 123/2006, art. 14 (com escrituração contábil)',
  }
  const netStep: CalcStep = {
    label: 'PJ: líquido do mês',
    expression: add(
      sub(fromStep(pro, 'pró-labore'), fromStep(inssStep, 'INSS'), fromStep(irrfStep, 'IRRF')),
      fromStep(profitStep, 'lucro'),
    ),
    result: moneyFig(monthlyNet),
    source: 'Pró-labore líquido + lucro distribuído',
  }
  return {
    ...figures,
    steps: [pro, fator, ...simples, inssStep, ...irrfList, profitStep, netStep],
  }
}
