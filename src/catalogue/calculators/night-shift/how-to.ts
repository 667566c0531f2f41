import { brl, decimal } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f, extended: x } = example

const steps: HowToSteps = [
  'Informe o salário mensal e a jornada mensal (vazio: 220 horas, de quem trabalha 44 horas por semana).',
  `Digite a entrada e a saída de um turno. Uma saída antes da entrada é no dia seguinte: ${q.entrada} às ${q.saida}.`,
  `Informe as noites trabalhadas no mês e, para o DSR, o mês. Ex.: salário de ${brl(q.salario)}, ${decimal(q.noites)} noites em abril de 2026 dão ${decimal(f.hours)} horas noturnas, ${brl(f.perMonth)} de adicional e ${brl(f.dsr)} de DSR.`,
  `Depois das 5h, quem trabalhou a noite toda segue com o adicional: indo até ${x.saida}, o adicional do mês passa a ${brl(x.perMonth)}.`,
]

export default steps
