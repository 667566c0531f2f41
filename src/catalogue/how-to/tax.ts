import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o faturamento mensal e escolha MEI ou Simples Nacional.',
  'No MEI, escolha a atividade; no Simples, o anexo e, se souber, a receita dos últimos 12 meses.',
  'Ex.: MEI de comércio e serviços em 2026 paga DAS de R$ 87,05 por mês; no Simples, Anexo III com R$ 30.000,00 por mês tem alíquota efetiva de 8,60%.',
]

export default steps
