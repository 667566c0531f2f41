/**
 * What the payslip check's form needs before the formulas load (the JavaScript budget): the
 * payslip's lines in the order they are shown, and the vale-transporte share.
 */

/** The lines of a payslip as paid, each a URL parameter (docs/legal/checks.md). */
export const PAYSLIP_LINES = [
  'pagoInsalubridade',
  'pagoPericulosidade',
  'pagoHoras',
  'pagoDsr',
  'pagoDsrComissoes',
  'pagoSalarioFamilia',
  'pagoFaltas',
  'pagoDsrFaltas',
  'pagoInss',
  'pagoIrrf',
  'pagoVt',
  'pagoAdiantamento',
  'pagoLiquido',
  'pagoFgts',
] as const
export type PayslipLine = (typeof PAYSLIP_LINES)[number]

/** The most the employee pays of the vale-transporte: 6% of the salário-base (Lei 7.418/1985
 * art. 4º p.u.); a typed share above it is read as 6%. */
export const VT_MAX_PERCENT = 6

/** The path the salary result links to, with its inputs filled. */
export const PAYSLIP_CHECK_PATH = '/confira-seu-holerite'

/**
 * The payslip check's inputs from a net salary result: the vale-transporte discount becomes its
 * share of the salary (2 decimals, at most 6%), the other inputs are the same parameters.
 */
export function payslipCheckHref(r: {
  gross: number
  dependents: number
  alimony: number
  year: number
  vt: number
  /** The payslip's extra lines and their month, as URL parameters (payslip-lines-options.ts). */
  extras?: Readonly<Record<string, string>>
}): string {
  const share = Math.min(VT_MAX_PERCENT, Math.round((r.vt / r.gross) * 10_000) / 100)
  const query = new URLSearchParams({
    salario: String(r.gross),
    ...(r.dependents > 0 ? { dependentes: String(r.dependents) } : {}),
    ...(r.alimony > 0 ? { pensao: String(r.alimony) } : {}),
    ano: String(r.year),
    vt: String(Number.isFinite(share) ? share : 0),
    ...r.extras,
  })
  return `${PAYSLIP_CHECK_PATH}?${query.toString()}`
}
