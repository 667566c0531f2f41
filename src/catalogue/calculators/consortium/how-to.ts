import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o valor da carta de crédito e o tamanho do grupo.',
  'Informe as taxas de administração e de fundo de reserva.',
  'Clique em Calcular para ver a parcela, o custo total e a chance mensal de contemplação.',
  `Exemplo: carta de ${brl(q.credito)}, grupo de ${q.grupo} meses, ${percent(q.taxaAdm)} de administração e ${percent(q.fundoReserva)} de fundo de reserva → parcela de ${brl(f.installment)} e total de ${brl(f.totalPaid)}.`,
]

export default steps
