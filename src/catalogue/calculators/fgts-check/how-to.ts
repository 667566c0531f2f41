import { brl, month, shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o salário, o contrato e o primeiro e o último mês a conferir; aumentos, horas extras e outros valores vão mês a mês nos campos de baixo.',
  'Cole ou digite os depósitos do extrato do app FGTS, um mês por linha. O extrato fica no seu navegador: não vai para o link nem para servidor nenhum.',
  `Ex.: ${brl(q.salario)} de ${month(q.inicio)} a ${month(q.fim)}, sem nenhum depósito no extrato: ${brl(f.due)} por mês, o primeiro vencendo em ${shortDate(f.firstDueDate)}; faltam ${brl(f.owed)}.`,
  'O resultado mostra cada mês, o saldo estimado com juros, quanto a multa da dispensa perde e a quem procurar: empresa, Ministério do Trabalho, CAIXA ou Justiça do Trabalho.',
]

export default steps
