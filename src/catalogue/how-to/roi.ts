import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe quanto foi investido e quanto retornou.',
  'Clique em Calcular para ver o ROI, o lucro e a classificação.',
  'Exemplo: investiu R$ 10.000,00 e recebeu R$ 12.500,00 → lucro de R$ 2.500,00 e ROI de 25,00% (ROI Excelente).',
]

export default steps
