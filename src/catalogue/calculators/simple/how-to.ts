import { decimal, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { percent: p, chain: c, historySize } = example
const n = (value: number) => decimal(value, 6)

const steps: HowToSteps = [
  'Clique nos botões ou use o teclado: números, + − * /, vírgula ou ponto, Enter ou = para o resultado.',
  'Esc apaga tudo (C), Delete apaga só o número digitado (CE) e Backspace o último dígito.',
  `% como no celular: ${n(p.base)} + ${percent(p.pct)} = ${n(p.plus)} e ${n(p.base)} − ${percent(p.pct)} = ${n(p.minus)}; ${n(p.base)} × ${percent(p.pct)} = ${n(p.times)}; sozinho, ${percent(p.alone)} vira ${n(p.aloneValue)}.`,
  `As contas seguidas são feitas na ordem: ${c.a} + ${c.b} × ${c.c} = ${c.result}. As últimas ${historySize} aparecem abaixo do teclado.`,
]

export default steps
