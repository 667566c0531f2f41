import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o primeiro dia da última menstruação e a duração do ciclo (padrão 28 dias).',
  'A fase lútea costuma durar 14 dias: num ciclo de 28 dias, a ovulação é no 14º dia.',
  'Veja os próximos 3 ciclos. Não é um método contraceptivo.',
]

export default steps
