import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Escolha RAD ou DEG para os ângulos (o padrão é RAD). Em DEG, sen 30 = 0,5.',
  'Monte a expressão com os botões ou o teclado: números, + - * / ^ ( ), vírgula ou ponto, ! para fatorial.',
  'Pressione = ou Enter para calcular; Esc apaga tudo, Delete apaga o número digitado e Backspace o último item.',
  'Depois do resultado, um operador continua a conta a partir dele: 5 = x² dá 25.',
]

export default steps
