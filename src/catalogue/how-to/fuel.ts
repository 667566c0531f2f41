import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Consumo: informe a distância, os litros e o preço do litro. Ex.: 450 km com 37,5 L dão 12 km/L.',
  'Viagem: informe a distância, o consumo com gasolina e os preços. Com etanol, supomos 70% desse consumo.',
  'Comparar: veja o custo por km de cada um. Regra dos 70%: o etanol compensa se custar até 70% da gasolina.',
]

export default steps
