import { brl, decimal, fixedPercent, month } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o valor e os meses de início e de fim: a variação de cada mês entre eles, os dois incluídos, entra na conta, como na Calculadora do Cidadão do Banco Central.',
  'Escolha o índice: IPCA, INPC ou IGP-M para a inflação; Selic, TR, poupança ou Taxa Legal para juros. Para o CDI, informe o percentual (em breve).',
  `Ex.: ${brl(q.valor)} de ${month(q.inicio)} a ${month(q.fim)} pelo IPCA viram ${brl(f.corrected)}: fator ${decimal(f.factor, 6)}, ${fixedPercent(f.percent)}, o IPCA de 2024 publicado pelo IBGE.`,
  'O resultado traz a tabela mês a mês (com CSV) e, para um índice de preços, o mesmo valor pelos outros dois.',
]

export default steps
