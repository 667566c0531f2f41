import type { Money } from '../core/money.ts'
import {
  type CalcStep,
  add,
  div,
  fractionFig,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  sub,
} from '../core/steps.ts'
import type { SimplesAnnex, SimplesBracket } from '../law/tables/simples-nacional.ts'
import type { MeiActivity, MeiTable, MinimumWage } from '../law/tables/types.ts'

/**
 * "Como calculamos" of the MEI and Simples results (docs/como-calculamos.md), from the figures
 * tax.ts used.
 */

/** The MEI's INSS: 5% of the minimum wage (Lei 8.212/1991 art. 21 §2º II "a"). */
const MEI_INSS_PERCENT = 5

/** MEI: the DAS parts (INSS 5% of the minimum wage, ICMS, ISS) and their sum. */
export function meiSteps(d: {
  activity: MeiActivity
  mei: MeiTable
  minimumWage: MinimumWage
  monthlyTax: Money
}): CalcStep[] {
  const inss: CalcStep = {
    label: 'INSS do MEI',
    expression: mul(
      moneyFig(d.minimumWage.monthly as Money, 'salário mínimo'),
      percentFig(MEI_INSS_PERCENT),
    ),
    result: moneyFig(d.mei.inss as Money),
    source: `Lei 8.212/1991, art. 21 §2º, II, "a" (5% do salário mínimo); ${d.minimumWage.source}`,
  }
  const parts = [inss]
  if (d.activity !== 'servicos') {
    parts.push({
      label: 'ICMS',
      result: moneyFig(d.mei.icms as Money),
      source: 'LC 123/2006, art. 18-A §3º, V, "b" (comércio e indústria)',
    })
  }
  if (d.activity !== 'comercio') {
    parts.push({
      label: 'ISS',
      result: moneyFig(d.mei.iss as Money),
      source: 'LC 123/2006, art. 18-A §3º, V, "c" (serviços)',
    })
  }
  return [
    ...parts,
    {
      label: 'DAS mensal do MEI',
      expression: add(...parts.map((part) => fromStep(part))),
      result: moneyFig(d.monthlyTax),
      source: 'LC 123/2006, art. 18-A §3º, V (valor fixo, qualquer que seja o faturamento)',
    },
  ]
}

/** Simples: RBT12, the Anexo's band, the effective rate, the DAS of the month. */
export function simplesSteps(d: {
  revenue: Money
  rbt12: Money
  rbt12Typed: boolean
  annex: SimplesAnnex
  bracket: number
  band: SimplesBracket
  taxRate: number
  monthlyTax: Money
  source: string
}): CalcStep[] {
  const annex = `Anexo ${['I', 'II', 'III', 'IV', 'V'][d.annex - 1]}`
  const revenue = moneyFig(d.revenue, 'faturamento do mês')
  const rbt12: CalcStep = d.rbt12Typed
    ? {
        label: 'Receita bruta dos últimos 12 meses (RBT12)',
        result: moneyFig(d.rbt12),
        note: 'Informada.',
        source: 'LC 123/2006, art. 18 §1º',
      }
    : {
        label: 'Receita bruta dos últimos 12 meses (RBT12)',
        expression: mul(revenue, numberFig(12)),
        result: moneyFig(d.rbt12),
        source: 'LC 123/2006, art. 18 §2º (início de atividade: o mês × 12)',
      }
  const nominal: CalcStep = {
    label: `Alíquota nominal (${annex}, ${d.bracket}ª faixa)`,
    result: fractionFig(d.band.rate),
    source: d.source,
  }
  const deduction: CalcStep = {
    label: `Parcela a deduzir (${annex}, ${d.bracket}ª faixa)`,
    result: moneyFig(d.band.deduction as Money),
    source: d.source,
  }
  const rbt12Figure = () => fromStep(rbt12, 'RBT12')
  // The effective rate as tax.ts keeps it, unrounded: the DAS is computed from this, not from
  // the rounded percentage shown.
  const effective = () =>
    div(
      sub(mul(rbt12Figure(), fromStep(nominal, 'alíquota')), fromStep(deduction, 'parcela')),
      rbt12Figure(),
    )
  return [
    rbt12,
    nominal,
    deduction,
    {
      label: 'Alíquota efetiva',
      expression: effective(),
      result: percentFig(d.taxRate),
      source: 'LC 123/2006, art. 18 §1º-A: (RBT12 × alíquota nominal − parcela a deduzir) ÷ RBT12',
    },
    {
      label: 'DAS do mês',
      expression: mul(effective(), revenue),
      result: moneyFig(d.monthlyTax),
      source: 'LC 123/2006, art. 18 §1º-A: alíquota efetiva × receita do mês',
      note: 'Com a alíquota efetiva sem arredondar.',
    },
  ]
}
