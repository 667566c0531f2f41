import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f, goal } = example

const steps: HowToSteps = [
  'Informe o valor inicial, o aporte mensal e a taxa, ao mês ou ao ano.',
  'Escolha o período em meses ou anos e clique em Calcular; uma taxa anual vira a taxa mensal equivalente.',
  `Exemplo: ${brl(q.inicial)} mais ${brl(q.aporte)} por mês a ${percent(q.taxa)} ao ano, por ${q.periodo} anos, chegam a ${brl(f.finalValue)}.`,
  `Tem uma meta? Em "Quero descobrir", escolha o aporte mensal, o prazo ou a taxa: para juntar ${brl(goal.meta)} em ${goal.periodo} anos a ${percent(goal.taxa)} ao mês, são ${brl(goal.deposit)} por mês.`,
]

export default steps
