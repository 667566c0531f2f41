import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o valor inicial, o aporte mensal e a taxa, ao mês ou ao ano.',
  'Escolha o período em meses ou anos e clique em Calcular; uma taxa anual vira a taxa mensal equivalente.',
  'Exemplo: R$ 1.000,00 mais R$ 100,00 por mês a 12% ao ano, por 10 anos, chegam a R$ 25.298,85.',
  'Tem uma meta? Em "Quero descobrir", escolha o aporte mensal, o prazo ou a taxa: para juntar R$ 1.000.000,00 em 30 anos a 0,8% ao mês, são R$ 481,60 por mês.',
]

export default steps
