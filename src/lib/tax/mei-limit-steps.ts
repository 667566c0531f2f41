import type { Money } from '../core/money.ts'
import {
  type CalcStep,
  fractionFig,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  sub,
} from '../core/steps.ts'
import type { MeiExcessActivity, MeiTable } from '../law/tables/types.ts'
import type { MeiLimitStatus } from './mei-limit.ts'

/**
 * "Como calculamos" of the MEI's limit (docs/como-calculamos.md, docs/legal/mei-simples.md): the
 * year's limit, the year's revenue and, above the limit, the excess and what it costs.
 */

const EXCESS_NAMES: Record<MeiExcessActivity, string> = {
  comercio: 'comércio, Anexo I',
  industria: 'indústria, Anexo II',
  servicos: 'serviços, Anexo III',
}

export function meiLimitSteps(d: {
  mei: MeiTable
  monthlyRevenue: Money
  months: number
  openingMonth: number | null
  annualLimit: Money
  annual: { amount: Money; typed: boolean }
  status: MeiLimitStatus
}): CalcStep[] {
  const limit: CalcStep =
    d.openingMonth === null
      ? {
          label: 'Limite de faturamento do ano',
          result: moneyFig(d.annualLimit),
          source: 'LC 123/2006, art. 18-A §1º',
        }
      : {
          label: 'Limite de faturamento do ano',
          expression: mul(
            moneyFig(d.mei.monthlyLimit as Money, 'limite por mês'),
            numberFig(d.months, 'meses', 'do mês da abertura a dezembro'),
          ),
          result: moneyFig(d.annualLimit),
          source:
            'LC 123/2006, art. 18-A §2º (ano de abertura; fração de mês conta como mês inteiro)',
        }
  const annual: CalcStep = d.annual.typed
    ? {
        label: 'Faturamento do ano',
        result: moneyFig(d.annual.amount),
        note: 'Informado.',
        source: 'LC 123/2006, art. 18-A §1º (o limite é da receita do ano, não de cada mês)',
      }
    : {
        label: 'Faturamento do ano',
        expression: mul(
          moneyFig(d.monthlyRevenue, 'faturamento do mês'),
          numberFig(d.months, 'meses'),
        ),
        result: moneyFig(d.annual.amount),
        note: 'Estimado: o mesmo faturamento em todos os meses de atividade.',
        source: 'LC 123/2006, art. 18-A §1º (o limite é da receita do ano, não de cada mês)',
      }
  if (d.status.kind === 'within') {
    return [limit, { ...annual, note: `${annual.note ?? ''} Dentro do limite: só o DAS fixo.` }]
  }
  const tolerance: CalcStep = {
    label: 'Tolerância de 20% do limite',
    expression: mul(fromStep(limit, 'limite'), fractionFig(d.mei.excess.tolerance)),
    result: moneyFig(d.status.tolerance),
    source: 'LC 123/2006, art. 18-A §7º, III',
  }
  const excess: CalcStep = {
    label: 'Excesso sobre o limite',
    expression: sub(fromStep(annual), fromStep(limit, 'limite')),
    result: moneyFig(d.status.excess),
    source: 'LC 123/2006, art. 18-A §7º, III',
  }
  if (d.status.kind === 'excluded') {
    return [
      limit,
      annual,
      tolerance,
      {
        ...excess,
        source: 'LC 123/2006, art. 18-A §7º, III, "b"; Res. CGSN 140/2018, art. 115 §2º, II, "a"',
        note: 'Acima de 20% do limite: a exclusão do MEI volta ao início do ano (ou ao mês da abertura) e vale o Simples Nacional.',
      },
    ]
  }
  return [
    limit,
    annual,
    tolerance,
    {
      ...excess,
      note: 'Até 20% do limite: continua MEI até 31 de dezembro e passa ao Simples Nacional em 1º de janeiro.',
    },
    ...d.status.excessDas.map((das): CalcStep => ({
      label: `DAS sobre o excesso (${EXCESS_NAMES[das.activity]})`,
      expression: mul(fromStep(excess, 'excesso'), fractionFig(das.rate)),
      result: moneyFig(das.amount),
      source:
        'Res. CGSN 140/2018, art. 115 §8º (alíquota da 1ª faixa); LC 123/2006, art. 18-A §10 (pago com o DAS de janeiro)',
    })),
  ]
}
