import { brl, month, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example
const { query: iq, figures: indexed } = example.byIndex

const steps: HowToSteps = [
  'Informe o valor e a inflação anual esperada com o número de anos, ou escolha o IPCA, o INPC ou o IGP-M e os meses inicial e final para usar a inflação que de fato houve.',
  'Clique em Calcular para ver o valor corrigido e a perda de poder de compra.',
  `Exemplo: ${brl(q.valor)} com inflação de ${percent(q.inflacao)} ao ano por ${q.anos} anos → daqui a ${q.anos} anos a mesma compra custa ${brl(f.futureValue)}, e ${brl(q.valor)} compram o que hoje custa ${brl(f.purchasingPower)}.`,
  `Pelo IPCA de ${month(iq.inicio)} a ${month(iq.fim)}, os dois meses incluídos, ${brl(iq.valor)} viram ${brl(indexed.correctedValue)} (${percent(indexed.totalInflation)}, o IPCA de 2024).`,
]

export default steps
