import { brl, shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe os dados da rescisão como na calculadora trabalhista: salário, admissão, demissão, motivo, aviso, férias vencidas, FGTS e a 1ª parcela do 13º já paga.',
  'Digite as linhas do TRCT como foram pagas e a data do pagamento. Linha vazia não é julgada; nada sai do seu navegador.',
  `Ex.: ${brl(q.salario)}, de ${shortDate(q.admissao)} a ${shortDate(q.demissao)}, sem justa causa: o aviso devido é ${brl(f.notice)}, não ${brl(q.pagoAviso)}; o 13º, ${brl(f.thirteenth)}; paga em ${shortDate(q.dataPagamento)}, depois de ${shortDate(f.deadline)}, a rescisão deve a multa de ${brl(f.fine)}. Diferença: ${brl(f.balance)}.`,
  `O resultado mostra até quando você pode reclamar na Justiça do Trabalho (no exemplo, ${shortDate(f.claimDeadline)}) e a quem procurar: sindicato, Ministério do Trabalho ou a própria Justiça, sem advogado.`,
]

export default steps
