import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o valor a aplicar, um aporte mensal se quiser, e o prazo em dias, meses ou anos.',
  'Digite o CDI, a Selic, a TR e o IPCA de hoje (o site não busca as taxas: cada campo diz onde encontrá-las) e quanto do CDI pagam o CDB e a LCI/LCA.',
  'Clique em Calcular: cada aplicação aparece com imposto de renda, IOF, custódia, o valor líquido e o rendimento ao ano, e a melhor opção aparece no topo.',
  'Exemplo: R$ 10.000,00 aplicados em 05/01/2026 por 1 ano, com o CDI a 14,9%: um CDB a 110% do CDI rende R$ 11.344,32 líquidos e uma LCI a 92%, isenta, R$ 11.345,80.',
]

export default steps
