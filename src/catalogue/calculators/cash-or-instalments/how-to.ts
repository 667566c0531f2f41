import { brl, decimal } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o preço à vista, ou o desconto que a loja dá para pagar à vista.',
  'Informe o valor e o número de parcelas; marque se a primeira é paga no ato da compra.',
  'Informe quanto o seu dinheiro rende ao mês enquanto você paga (poupança, CDB).',
  `Ex.: ${brl(q.avista)} à vista ou ${String(q.parcelas)} × ${brl(q.parcela)} esconde juros de ${decimal(f.monthlyRate)}% ao mês; rendendo ${decimal(q.rendimento)}% ao mês, pagar à vista economiza ${brl(f.saving)} em dinheiro de hoje.`,
]

export default steps
