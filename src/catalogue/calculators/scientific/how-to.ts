import { decimal } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { sine, square } = example

const steps: HowToSteps = [
  `Escolha RAD ou DEG para os ângulos (o padrão é RAD). Em DEG, sen ${sine.degrees} = ${decimal(sine.value)}.`,
  'Monte a expressão com os botões ou o teclado: números, + - * / ^ ( ), vírgula ou ponto, ! para fatorial.',
  'Pressione = ou Enter para calcular; Esc apaga tudo, Delete apaga o número digitado e Backspace o último item.',
  `Depois do resultado, um operador continua a conta a partir dele: ${square.value} = x² dá ${square.result}.`,
]

export default steps
