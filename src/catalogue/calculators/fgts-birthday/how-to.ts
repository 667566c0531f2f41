import { brl, shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o saldo do FGTS (todas as contas, no app FGTS) e o mês do seu aniversário.',
  'Para comparar com a demissão, informe os depósitos do contrato atual com juros, a base da multa; para a antecipação, os juros que o banco oferece.',
  `Ex.: saldo de ${brl(q.saldo)}, nascido em junho: saque de ${brl(f.withdrawal)}, de ${shortDate(f.windowStart)} a ${shortDate(f.windowEnd)}. Demitido sem justa causa com ${brl(q.depositosContrato)} de depósitos, no saque-rescisão saca ${brl(f.rescisao)}; no saque-aniversário, só a multa de ${brl(f.fine)}.`,
]

export default steps
