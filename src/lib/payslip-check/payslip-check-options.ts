/**
 * What the payslip check's form needs before the formulas load (the JavaScript budget): the
 * payslip's lines in the order they are shown, and the vale-transporte share.
 */

/** The lines of a payslip as paid, each a URL parameter (amendments of the third round, §4). */
export const PAYSLIP_LINES = [
  'pagoHoras',
  'pagoDsr',
  'pagoInss',
  'pagoIrrf',
  'pagoVt',
  'pagoLiquido',
  'pagoFgts',
] as const
export type PayslipLine = (typeof PAYSLIP_LINES)[number]

/** The most the employee pays of the vale-transporte: 6% of the salário-base (Lei 7.418/1985
 * art. 4º p.u.); a typed share above it is read as 6%. */
export const VT_MAX_PERCENT = 6
