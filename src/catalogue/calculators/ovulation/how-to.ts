import { shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  `Informe o primeiro dia da última menstruação e a duração do ciclo (padrão ${f.cycle} dias).`,
  `A fase lútea costuma durar ${f.luteal} dias: num ciclo de ${f.cycle} dias, a ovulação é no ${f.cycle - f.luteal}º dia. Ex.: DUM ${shortDate(q.dum)} → ovulação em ${shortDate(f.ovulationDate)}.`,
  'Veja os próximos 3 ciclos. Não é um método contraceptivo.',
]

export default steps
