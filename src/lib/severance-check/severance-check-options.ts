/**
 * What the rescisão check's form needs before the formulas load (the JavaScript budget): the
 * TRCT's lines as the form asks for them, each a URL parameter (docs/legal/checks.md),
 * and the path the labour calculator links to.
 */
export const TRCT_LINES = [
  'pagoSaldo',
  'pagoAviso',
  'pago13',
  'pagoFeriasVencidas',
  'pagoFeriasProporcionais',
  'pagoTerco',
  'pagoMulta',
  'pagoInss',
  'pagoIrrf',
  'pagoLiquido',
] as const
export type TrctLine = (typeof TRCT_LINES)[number]

export const SEVERANCE_CHECK_PATH = '/confira-sua-rescisao'
