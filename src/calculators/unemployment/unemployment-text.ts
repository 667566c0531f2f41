import type { UnemploymentReason } from '@/lib/unemployment/unemployment-options.ts'

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
