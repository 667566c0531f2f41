import { decimal, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  `Consumo: informe a distância, os litros e o preço do litro. Ex.: ${decimal(q.distancia)} km com ${decimal(q.litros)} L dão ${decimal(f.kmPerLiter)} km/L.`,
  `Viagem: informe a distância, o consumo com gasolina e os preços. Com etanol, supomos ${percent(f.ethanolYield)} desse consumo.`,
  `Comparar: veja o custo por km de cada um. Regra dos ${percent(f.priceRule)}: o etanol compensa se custar até ${percent(f.priceRule)} da gasolina.`,
]

export default steps
