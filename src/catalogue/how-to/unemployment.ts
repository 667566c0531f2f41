import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe os três últimos salários brutos antes da demissão (sem o 13º), os meses trabalhados nos últimos 36 e se é a 1ª, 2ª ou 3ª solicitação.',
  'Escolha o motivo da saída: só a demissão sem justa causa, a rescisão indireta e o fim antecipado do contrato pelo empregador dão direito.',
  'Ex.: três salários de R$ 3.000,00, 20 meses, 1ª solicitação, tabela de 2026: 4 parcelas de R$ 2.166,66, total de R$ 8.666,64.',
  'Com a data da demissão, o resultado mostra o prazo para pedir: do 7º ao 120º dia (90 para a empregada doméstica).',
]

export default steps
