import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Diferença: informe as datas inicial e final. Ex.: de 01/01/2024 a 31/12/2024 são 365 dias.',
  'Adicionar dias úteis: informe a data e quantos dias somar; use um número negativo para voltar.',
  'Feriados nacionais são pulados e listados no resultado; Carnaval e Corpus Christi, se você marcar.',
]

export default steps
