import { brl, shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Na aba Rescisão, informe o último salário, as datas de admissão e demissão, o motivo e o aviso prévio; o saldo do FGTS é opcional (vazio, ele é estimado).',
  'Contrato por prazo determinado: escolha término do contrato ou rescisão antecipada e informe o fim combinado. Se já recebeu a 1ª parcela do 13º ou tem férias vencidas fora do prazo, informe também: elas entram no cálculo.',
  `Ex.: ${brl(q.salario)}, de ${shortDate(q.admissao)} a ${shortDate(q.demissao)}, sem justa causa e aviso indenizado: aviso de ${f.noticeDays} dias (Lei 12.506/2011) e total de ${brl(f.total)} com o FGTS.`,
  'Na aba Horas Extras, informe o salário e a jornada (ou o valor da hora), as horas a 50%, a 100% ou com outro adicional, se foram noturnas e, para somar o DSR, o mês.',
  'O resultado traz o prazo para a empresa pagar (10 dias, CLT art. 477) e se há direito ao seguro-desemprego, com o link já preenchido; cada linha mostra a regra da lei que a fundamenta, e a convenção coletiva pode mudar valores.',
]

export default steps
