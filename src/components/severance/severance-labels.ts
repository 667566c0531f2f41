import type { NoticeMode, SeveranceReason } from '@/lib/labor/labor-options.ts'

/** pt-BR names of the motivos and avisos, for the form (kept apart from the result's texts so the
 * page loads only these before it is interactive: the JavaScript budget). */

export const reasonLabels: Record<SeveranceReason, string> = {
  'sem-justa-causa': 'Dispensa sem justa causa',
  'pedido-demissao': 'Pedido de demissão',
  'justa-causa': 'Dispensa por justa causa',
  acordo: 'Acordo com a empresa',
  'rescisao-indireta': 'Rescisão indireta (falta grave da empresa)',
  'culpa-reciproca': 'Culpa recíproca',
  'termino-contrato': 'Fim do contrato por prazo determinado',
  'antecipada-empregador': 'Contrato a prazo encerrado antes pela empresa',
  'antecipada-empregado': 'Contrato a prazo encerrado antes pelo empregado',
}

/** The aviso as the employer gives it (dismissal, acordo, culpa recíproca, rescisão indireta). */
const employerNotice: Record<NoticeMode, string> = {
  indenizado: 'Indenizado (sem trabalhar)',
  trabalhado: 'Trabalhado',
  'nao-cumprido': 'Não cumprido pelo empregado',
  dispensado: 'Dispensado: o empregado tem novo emprego',
}

/** The aviso the employee owes on a resignation. */
const resignationNotice: Record<NoticeMode, string> = {
  ...employerNotice,
  trabalhado: 'Trabalhado pelo empregado',
  'nao-cumprido': 'Não trabalhado (descontado)',
  dispensado: 'Dispensado pela empresa (sem desconto)',
}

/** The aviso's name for this motivo. */
export const noticeLabel = (reason: SeveranceReason, notice: NoticeMode): string =>
  (reason === 'pedido-demissao' ? resignationNotice : employerNotice)[notice]

/** What the aviso means for each motivo, under the select. */
export const noticeHints: Record<SeveranceReason, string> = {
  'sem-justa-causa':
    'Indenizado: a empresa paga 30 dias + 3 por ano completo. Trabalhado: paga os dias além de 30. Dispensado só sem pagar se o empregado pediu e já tem novo emprego (Súmula 276 do TST).',
  'pedido-demissao':
    'Quem pede demissão deve 30 dias de aviso. Se não trabalhar, a empresa pode descontar um salário (CLT art. 487 §2º); se a empresa dispensar, não desconta nada.',
  'justa-causa': 'Na justa causa não há aviso prévio.',
  acordo: 'No acordo, o aviso indenizado é pago pela metade (CLT art. 484-A).',
  'rescisao-indireta':
    'Na rescisão indireta o aviso é indenizado pela empresa, como na dispensa (CLT art. 487 §4º).',
  'culpa-reciproca': 'Na culpa recíproca, o aviso é pago pela metade (Súmula 14 do TST).',
  'termino-contrato': 'Contrato por prazo determinado não tem aviso prévio.',
  'antecipada-empregador': 'Contrato por prazo determinado não tem aviso prévio.',
  'antecipada-empregado': 'Contrato por prazo determinado não tem aviso prévio.',
}
