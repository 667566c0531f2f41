import { decimal } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe a altura em centímetros e o peso em quilos.',
  `Clique em Calcular para ver o IMC e a classificação. Ex.: ${q.altura} cm e ${q.peso} kg dão IMC de ${decimal(f.bmi, 2, 2)} (${f.category.toLowerCase()}).`,
  'O IMC é uma referência para adultos; consulte um profissional de saúde.',
]

export default steps
