import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe a altura em centímetros e o peso em quilos.',
  'Clique em Calcular para ver o IMC e a classificação.',
  'O IMC é uma referência para adultos; consulte um profissional de saúde.',
]

export default steps
