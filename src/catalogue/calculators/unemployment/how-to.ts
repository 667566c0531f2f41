import { brl } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe os três últimos salários brutos antes da demissão (sem o 13º), os meses trabalhados nos últimos 36 e se é a 1ª, 2ª ou 3ª solicitação; depois, quantos meses teve salário na janela que a solicitação pede (12 dos últimos 18 na 1ª, 9 dos últimos 12 na 2ª, todos os últimos 6 depois).',
  'Escolha o motivo da saída: só a demissão sem justa causa, a rescisão indireta e o fim antecipado do contrato pelo empregador dão direito.',
  `Ex.: três salários de ${brl(q.s1)}, ${q.meses} meses (${q.meses18} dos últimos 18), ${q.solicitacao}ª solicitação, tabela de ${q.ano}: ${f.installments} parcelas de ${brl(f.installment)}, total de ${brl(f.total)}.`,
  'Com a data da demissão, o resultado mostra o prazo para pedir: do 7º ao 120º dia (90 para a empregada doméstica); passado o prazo, o pedido já não pode ser feito.',
]

export default steps
