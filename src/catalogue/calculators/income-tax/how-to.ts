import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f, limits } = example

const steps: HowToSteps = [
  'Escolha o ano-calendário e informe, como no informe de rendimentos, os rendimentos tributáveis do ano (sem o 13º), o INSS e o imposto retido na fonte. Sem o informe, use "Preencher a partir do salário".',
  `Informe dependentes e despesas dedutíveis: saúde (sem limite), educação (até ${brl(limits.educationPerPerson)} por pessoa), pensão alimentícia, PGBL (até ${percent(limits.pgblPercent)} dos rendimentos) e outras.`,
  'Toque em Calcular: as declarações simplificada e completa aparecem lado a lado, com a melhor, o imposto a pagar ou a restituir, a alíquota efetiva e cada passo com o artigo da lei.',
  `Ex.: em ${String(q.ano)}, rendimentos de ${brl(q.rendimentos)}, INSS de ${brl(q.inss)}, ${String(q.dependentes)} dependente e ${brl(q.saude)} de saúde: a simplificada dá ${brl(f.simplified)} de imposto, ${brl(f.advantage)} a menos que a completa (${brl(f.complete)}); com ${brl(q.irrf)} retidos, ficam ${brl(f.balance)} a pagar.`,
]

export default steps
