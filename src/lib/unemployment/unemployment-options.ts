import type { DateLimits } from '../core/date-limits.ts'

// The choices of the seguro-desemprego form, apart from the formulas so the form can be drawn
// before the formula library has loaded.

/** How the job ended: the rescisão's motivos (URL values). */
export const UNEMPLOYMENT_REASONS = [
  'sem-justa-causa',
  'rescisao-indireta',
  'antecipada-empregador',
  'pedido-demissao',
  'justa-causa',
  'acordo',
  'termino-contrato',
  'antecipada-empregado',
  'culpa-reciproca',
] as const
export type UnemploymentReason = (typeof UNEMPLOYMENT_REASONS)[number]

/** Which request this is: the 1st, the 2nd, or the 3rd and later (`solicitacao`). */
export const REQUEST_NUMBERS = [1, 2, 3] as const
export type RequestNumber = (typeof REQUEST_NUMBERS)[number]

/** Months worked are counted in the 36 months before the dismissal (Lei 7.998, art. 4º §2º). */
export const MONTHS_WINDOW = 36

/** Days after the dismissal within which the request is filed (Res. CODEFAT 467/2005 art. 14;
 * LC 150/2015 for domestic workers). */
export const FILING_WINDOW = { from: 7, to: 120 } as const
export const DOMESTIC_FILING_WINDOW = { from: 7, to: 90 } as const

/**
 * The dismissal date: the seguro is asked within {@link FILING_WINDOW} days of it, so one more
 * than two years back is a typing slip, and a dismissal is simulated up to
 * about a year ahead (docs/decisions.md, "Datas plausíveis").
 */
export const DISMISSAL_DATE_LIMITS: DateLimits = {
  earliest: { daysFromToday: -731 },
  latest: { daysFromToday: 366 },
}
