import { D, money, type Money, subtractMoney, sumMoney } from '../core/money.ts'
import { add, type CalcStep, moneyFig, mul, percentFig, sub } from '../core/steps.ts'
import { monthlyIrrf } from '../law/irrf.ts'
import { SIMPLES_TABLES } from '../law/tables/simples-nacional.ts'
import type { LegalTable } from '../law/tables/types.ts'
import { FATOR_R, PROLABORE_INSS_PERCENT } from './clt-pj-options.ts'

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

export function pjOption(
  revenue: Money,
  prolabore: Money,
  accountant: Money,
  dependents: number,
  table: LegalTable,
): PjOption {
  const annex = annexFor(prolabore, revenue)
  const rbt12 = new D(revenue).times(12)
  const bands = SIMPLES_TABLES[annex]
  const band = bands.find((b) => rbt12.lte(b.upTo)) ?? bands[bands.length - 1]
  const effective = band ? rbt12.times(band.rate).minus(band.deduction).div(rbt12) : new D(0)
  const das = money(effective.times(revenue))
  const ceiling = new D(table.inss.ceilingSalary)
  const inssBase = new D(prolabore).gt(ceiling) ? money(ceiling) : prolabore
  const inss = money(new D(inssBase).times(PROLABORE_INSS_PERCENT).div(100))
  const irrf = monthlyIrrf({ income: prolabore, inss, dependents, table }).withheld
  const profit = subtractMoney(revenue, sumMoney(das, prolabore, accountant))
  const monthlyNet = sumMoney(subtractMoney(prolabore, sumMoney(inss, irrf)), profit)
  const dasRate = Number(effective.times(100).toDecimalPlaces(2).toString())
  const steps: CalcStep[] = [
    {
      label: `PJ, Anexo ${annex === 3 ? 'III' : 'V'}: DAS do mês`,
      expression: mul(
        moneyFig(revenue, 'faturamento'),
        percentFig(Number(effective.times(100).toString())),
      ),
      result: moneyFig(das),
      source: 'LC 123/2006, art. 18 (alíquota efetiva sobre a RBT12)',
    },
    {
      label: 'PJ: INSS do pró-labore, 11% até o teto',
      expression: mul(moneyFig(inssBase, 'pró-labore'), percentFig(PROLABORE_INSS_PERCENT)),
      result: moneyFig(inss),
      source: 'Lei 8.212/1991, arts. 21 e 30 §4º',
    },
    {
      label: 'PJ: IRRF do pró-labore',
      result: moneyFig(irrf),
      source: 'Lei 9.250/1995 (tabela mensal)',
    },
    {
      label: 'PJ: lucro distribuído, isento',
      expression: sub(
        moneyFig(revenue),
        moneyFig(das, 'DAS'),
        moneyFig(prolabore, 'pró-labore'),
        moneyFig(accountant, 'contador'),
      ),
      result: moneyFig(profit),
      source: 'LC 123/2006, art. 14',
    },
    {
      label: 'PJ: líquido do mês',
      expression: add(
        sub(moneyFig(prolabore, 'pró-labore'), moneyFig(inss, 'INSS'), moneyFig(irrf, 'IRRF')),
        moneyFig(profit, 'lucro'),
      ),
      result: moneyFig(monthlyNet),
    },
  ]
  return {
    annex,
    prolabore,
    dasRate,
    das,
    inss,
    irrf,
    accountant,
    profit,
    monthlyNet,
    annualNet: money(new D(monthlyNet).times(12)),
    steps,
  }
}
