import type { Carencia } from '@/lib/unemployment/unemployment-carencia.ts'
import type { UnemploymentReason } from '@/lib/unemployment/unemployment-options.ts'
import type { UnemploymentResult } from '@/lib/unemployment/unemployment-types.ts'
import { formatDate, formatMoney } from '@/utils/format.ts'

/** How the job ended, as a person says it (the rescisão's motivos plus the end of a fixed term). */
export const reasonLabels: Record<UnemploymentReason, string> = {
  'sem-justa-causa': 'Demissão sem justa causa',
  'rescisao-indireta': 'Rescisão indireta (falta grave do empregador)',
  'antecipada-empregador': 'Contrato com prazo encerrado antes pelo empregador',
  'pedido-demissao': 'Pedido de demissão',
  'justa-causa': 'Demissão por justa causa',
  acordo: 'Acordo entre as partes',
  'termino-contrato': 'Fim do contrato com prazo (ou de experiência)',
  'antecipada-empregado': 'Contrato com prazo encerrado antes pelo empregado',
  'culpa-reciproca': 'Culpa recíproca',
}

/** Why this way of ending the job gives no seguro-desemprego, with the rule. */
export const notEntitledReasons: Partial<Record<UnemploymentReason, string>> = {
  'pedido-demissao':
    'Quem pede demissão não tem direito: o seguro é para quem foi dispensado sem justa causa (Lei 7.998/1990, art. 3º).',
  'justa-causa':
    'A demissão por justa causa (CLT art. 482) não dá direito ao seguro (Lei 7.998/1990, art. 3º).',
  acordo:
    'O acordo da CLT (art. 484-A §2º) não autoriza o ingresso no Programa de Seguro-Desemprego.',
  'termino-contrato':
    'O fim normal de um contrato com prazo ou de experiência não é uma dispensa sem justa causa (Lei 7.998/1990, art. 3º).',
  'antecipada-empregado':
    'Quando é o empregado quem encerra o contrato antes do prazo (CLT art. 480), não há dispensa: sem direito ao seguro.',
  'culpa-reciproca':
    'Na culpa recíproca (CLT art. 484) não há dispensa sem justa causa: sem direito ao seguro (Lei 7.998/1990, art. 3º).',
}

export const requestLabels: Record<'1' | '2' | '3', string> = {
  '1': '1ª solicitação',
  '2': '2ª solicitação',
  '3': '3ª ou mais',
}

const LAW_CARENCIA = 'Lei 7.998/1990, art. 3º I'

/** What the request's carência window asks, in plain words. */
export function carenciaRule(c: Carencia): string {
  return c.request === 3
    ? 'da 3ª solicitação em diante, a lei pede salário em cada um dos 6 meses antes da demissão'
    : `na ${String(c.request)}ª solicitação, a lei pede salário em pelo menos ${String(c.min)} dos ${String(c.window)} meses antes da demissão`
}

/** Why a window not met gives no right, with the months the person gave. */
export function carenciaNotMet(c: Carencia, months36: number): string {
  const rule = carenciaRule(c)
  const had =
    c.months === null
      ? 'faltou salário em algum deles'
      : `com ${String(c.months)} ${c.months === 1 ? 'mês' : 'meses'}, não há direito`
  return `${rule[0]?.toUpperCase() ?? ''}${rule.slice(1)}; ${had} (${LAW_CARENCIA}). Os ${String(months36)} meses nos últimos 36 só contam para o número de parcelas.`
}

/** The "confira" of a result whose window was not answered (an older link, or "Não sei"). */
export function carenciaToCheck(c: Carencia): string {
  const ask =
    c.request === 3
      ? 'Responda se recebeu salário em cada um dos últimos 6 meses'
      : `Informe quantos dos últimos ${String(c.window)} meses tiveram salário`
  return `Confira: ${carenciaRule(c)} (${LAW_CARENCIA}). ${ask} para saber se tem direito.`
}

/** The history view's one line. */
export function historyResult(r: UnemploymentResult): string {
  const e = r.eligibility
  if (e.entitled) return `${String(e.installments)} parcelas de ${formatMoney(e.installment)}`
  if (e.reason === 'confira') return 'Confira a carência'
  if (e.reason === 'prazo') return `Prazo encerrado em ${formatDate(e.deadline)}`
  return 'Sem direito'
}
