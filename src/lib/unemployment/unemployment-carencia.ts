import { CARENCIA, REQUEST_NUMBERS, type RequestNumber } from './unemployment-options.ts'

/**
 * The carência window of a request, as the seguro-desemprego calculator and the rescisão judge it
 * (docs/legal/unemployment.md). It is a test apart from the months in the 36 that set the number
 * of instalments (art. 4º §2º): both must pass.
 */
export type Carencia = {
  request: RequestNumber
  /** Months before the dismissal the window looks at (18, 12 or 6). */
  window: 18 | 12 | 6
  /** Months with salary the window needs. */
  min: number
  /** Months with salary in the window as given; null for the yes/no of the 3rd request, or unknown. */
  months: number | null
  /** Whether the window is met; null when the person has not said. */
  met: boolean | null
}

export function carenciaOf(request: RequestNumber, months: number | null, met?: boolean): Carencia {
  const { window, min } = CARENCIA[request]
  return { request, window, min, months, met: met ?? (months === null ? null : months >= min) }
}

/**
 * The requests a contract of `months` (15 days or more making a month) that ran up to the
 * dismissal meets on its own: a contract of 12 months fills every window; one of 9, the 2nd and
 * the 3rd; one of 6, the 3rd; a shorter one, none (other jobs in the window may still count).
 */
export function requestsMetByContract(months: number): RequestNumber[] {
  return REQUEST_NUMBERS.filter((request) => {
    const { window, min } = CARENCIA[request]
    return Math.min(months, window) >= min
  })
}
