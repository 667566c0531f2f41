import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Na aba Rescisão, informe o último salário, as datas de admissão e demissão, o motivo e o aviso prévio; o saldo do FGTS é opcional (vazio, ele é estimado).',
  'Ex.: R$ 3.000,00, de 10/03/2022 a 20/11/2026, sem justa causa e aviso indenizado: aviso de 42 dias (Lei 12.506/2011) e total de R$ 33.241,04 com o FGTS.',
  'Na aba Horas Extras, informe o salário e a jornada (ou o valor da hora), as horas a 50%, a 100% ou com outro adicional, se foram noturnas e, para somar o DSR, o mês.',
  'Cada linha do resultado mostra a regra da lei que a fundamenta; a convenção coletiva pode mudar valores.',
]

export default steps
