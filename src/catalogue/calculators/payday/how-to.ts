import { shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { figures: f } = example

const steps: HowToSteps = [
  'Escolha o mês do pagamento (o salário de um mês vence no 5º dia útil do mês seguinte). Vazio, vale o mês atual.',
  `Deixe ligado "Contar o sábado como dia útil": é a regra da CLT. Ex.: em abril de 2026, com a Sexta-feira Santa em ${shortDate(f.skippedHoliday)}, o 5º dia útil é ${shortDate(f.labour)}.`,
  `Desligue para ver o dia útil bancário, sem sábados e sem Carnaval e Corpus Christi: no mesmo mês, ${shortDate(f.banking)}.`,
  'O resultado mostra os dias contados, os feriados pulados e as datas dos 12 meses do ano, com CSV.',
]

export default steps
