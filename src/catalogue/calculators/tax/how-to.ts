import { brl, decimal } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f, simples } = example

const steps: HowToSteps = [
  'Informe o faturamento mensal e escolha MEI ou Simples Nacional.',
  'No MEI, escolha a atividade; no Simples, o anexo e, se souber, a receita dos últimos 12 meses.',
  `Ex.: MEI de comércio e serviços em ${q.ano} paga DAS de ${brl(f.das)} por mês; no Simples, Anexo III com ${brl(simples.faturamento)} por mês tem alíquota efetiva de ${decimal(simples.effectiveRate, 2, 2)}%.`,
]

export default steps
