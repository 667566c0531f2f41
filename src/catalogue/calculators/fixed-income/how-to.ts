import { brl, percent, shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { legal: x } = example

const steps: HowToSteps = [
  'Informe o valor a aplicar, um aporte mensal se quiser, e o prazo em dias, meses ou anos.',
  'Digite o CDI e quanto dele pagam o CDB e a LCI/LCA. A Selic, a TR e o IPCA já vêm com os últimos 12 meses das séries oficiais (cada campo diz até quando) e podem ser mudados; um prefixado e um IPCA+ entram na comparação se você digitar a taxa deles.',
  'Clique em Calcular: cada aplicação aparece com imposto de renda, IOF, custódia, o valor líquido e o rendimento ao ano, e a melhor opção aparece no topo.',
  `Exemplo: ${brl(x.valor)} aplicados em ${shortDate(x.inicio)} por ${x.prazo} ano, com o CDI a ${percent(x.cdi)}: um CDB a ${percent(x.cdb)} do CDI rende ${brl(x.cdbNet)} líquidos e uma LCI a ${percent(x.lci)}, isenta, ${brl(x.lciNet)}.`,
]

export default steps
