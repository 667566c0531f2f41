import { decimal } from '../example-text.ts'
import type { HowToSteps } from '../how-to.ts'
import { workedExamples } from '../worked-examples.ts'

const { query: q, figures: f } = workedExamples.fuel

const steps: HowToSteps = [
  `Consumo: informe a distância, os litros e o preço do litro. Ex.: ${decimal(q.distancia)} km com ${decimal(q.litros)} L dão ${decimal(f.kmPerLiter)} km/L.`,
  'Viagem: informe a distância, o consumo com gasolina e os preços. Com etanol, supomos 70% desse consumo.',
  'Comparar: veja o custo por km de cada um. Regra dos 70%: o etanol compensa se custar até 70% da gasolina.',
]

export default steps
