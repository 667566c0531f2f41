// The choices of the labour screen's selects, apart from the formulas (labor.ts), so the form
// can be drawn before the formula library has loaded (the JavaScript budget).

export const SEVERANCE_REASONS = [
  'sem-justa-causa',
  'pedido-demissao',
  'justa-causa',
  'acordo',
] as const
export type SeveranceReason = (typeof SEVERANCE_REASONS)[number]

export const NOTICE_MODES = ['trabalhado', 'indenizado', 'nao-cumprido', 'dispensado'] as const
export type NoticeMode = (typeof NOTICE_MODES)[number]

/** Urban night premium, at least 20% (CLT art. 73 caput). */
export const NIGHT_PREMIUM = 0.2
export const YES_NO = ['sim', 'nao'] as const
