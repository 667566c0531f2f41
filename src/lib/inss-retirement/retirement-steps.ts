import type { Money } from '../core/money.ts'
import {
  add,
  type CalcStep,
  dateFig,
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
import { BENEFIT_RULE, FATOR_RULE } from '../law/tables/ec-103-retirement.ts'
import { yearOfFigures } from '../law/tables/pending-tables.ts'
import type { RuleAt } from './inss-retirement.ts'
import type { Sex } from './inss-retirement-options.ts'

/**
 * "Como calculamos" for one rule (docs/como-calculamos.md): the day it is met and the benefit
 * starts, the contribution time then, the percentage (or the fator), the salário de benefício up
 * to the teto and the benefit between the minimum wage and the teto. Ends with the benefit, or
 * with the start day when no média was given.
 */
export function retirementSteps(r: RuleAt, sex: Sex, average: Money | null): CalcStep[] {
  const steps: CalcStep[] = [
    {
      label: 'Regra cumprida em',
      result: dateFig(r.metOn),
      source: r.source,
      note: r.already
        ? 'Já cumprida: o benefício começa no pedido, a data da simulação (Decreto 3.048/1999 art. 52).'
        : 'Contribuindo sem interrupção até lá.',
    },
    {
      label: 'Tempo de contribuição no início',
      result: numberFig(r.tc.years, 'anos'),
      note: `${String(r.tc.years)} anos, ${String(r.tc.months)} meses e ${String(r.tc.days)} dias em ${r.start.split('-').reverse().join('/')}, de data a data (Decreto 3.048/1999 art. 188-G); só os anos inteiros contam para o percentual.`,
    },
  ]
  const multiplier = multiplierStep(r, sex, steps[1] as CalcStep)
  if (multiplier) steps.push(multiplier)
  const benefit = r.benefit
  if (!benefit || !multiplier || average === null) return steps
  const parameters = benefit.parameters
  const base: CalcStep = {
    label: 'Salário de benefício',
    expression: min(
      moneyFig(average, 'média'),
      moneyFig(
        parameters.ceiling,
        `teto de ${String(yearOfFigures(parameters.year, parameters.pending, 'inss'))}`,
      ),
    ),
    result: moneyFig(benefit.base),
    source: 'EC 103/2019 art. 26 §1º; Decreto 3.048/1999 art. 32 §3º',
  }
  const gross: CalcStep = {
    label: 'Benefício calculado',
    expression: mul(fromStep(base), fromStep(multiplier)),
    result: moneyFig(benefit.gross),
    source: BENEFIT_RULE.source,
  }
  const final: CalcStep = {
    label: 'Aposentadoria estimada',
    expression: min(
      max(fromStep(gross), moneyFig(parameters.minimumWage, 'salário mínimo')),
      moneyFig(parameters.ceiling, 'teto'),
    ),
    result: moneyFig(benefit.value),
    source: 'Decreto 3.048/1999 art. 35: nunca abaixo do salário mínimo nem acima do teto',
  }
  return [...steps, base, gross, final]
}

function multiplierStep(r: RuleAt, sex: Sex, tc: CalcStep): CalcStep | null {
  switch (r.basis) {
    case 'integral':
      return {
        label: 'Percentual da média',
        result: percentFig(100),
        source: r.source,
        note: 'O pedágio de 100% paga a média inteira.',
      }
    case 'percentual': {
      const beyond = BENEFIT_RULE.beyond[sex]
      const extra = r.tc.years - beyond
      return {
        label: 'Percentual da média',
        ...(extra > 0
          ? {
              expression: add(
                percentFig(BENEFIT_RULE.base),
                mul(percentFig(BENEFIT_RULE.perYear), sub(fromStep(tc), numberFig(beyond, 'anos'))),
              ),
            }
          : {}),
        result: percentFig(r.percent ?? 0),
        source: BENEFIT_RULE.source,
        note: `60% mais 2% por ano inteiro além de ${String(beyond)} anos de contribuição.`,
      }
    }
    case 'fator': {
      if (!r.fator?.ok) return null
      const f = r.fator.fator
      const ta = (): ReturnType<typeof mul> =>
        mul(numberFig(f.tc, 'anos', 'tempo de contribuição'), numberFig(FATOR_RULE.rate))
      return {
        label: 'Fator previdenciário',
        expression: mul(
          div(
            ta(),
            numberFig(
              f.lifeExpectancy,
              'anos',
              `expectativa de sobrevida aos ${String(Math.floor(f.age))} anos (Tábua ${String(f.table)})`,
            ),
          ),
          add(numberFig(1), div(add(numberFig(f.age, 'anos', 'idade'), ta()), numberFig(100))),
        ),
        result: numberFig(f.value, undefined, undefined, 4),
        source: FATOR_RULE.source,
        note: `Tempo e idade em anos com as frações (dias ÷ 365)${sex === 'f' || r.teacher ? '; o tempo já inclui o bônus de mulher ou professor' : ''}; fator com 4 casas.`,
      }
    }
  }
}
