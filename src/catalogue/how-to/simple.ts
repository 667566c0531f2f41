import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Clique nos botões ou use o teclado: números, + − * /, vírgula ou ponto, Enter ou = para o resultado.',
  'Esc apaga tudo (C), Delete apaga só o número digitado (CE) e Backspace o último dígito.',
  '% como no celular: 200 + 10% = 220 e 200 − 10% = 180; 200 × 10% = 20; sozinho, 50% vira 0,5.',
  'As contas seguidas são feitas na ordem: 2 + 3 × 4 = 20. As últimas 5 aparecem abaixo do teclado.',
]

export default steps
