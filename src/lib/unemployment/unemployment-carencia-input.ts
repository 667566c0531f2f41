import type { NumberInput } from '../core/check.ts'
import type { DateChecker } from '../core/check-date.ts'
import { type CalcStep, numberFig } from '../core/steps.ts'
import { type Carencia, carenciaOf } from './unemployment-carencia.ts'
import { CARENCIA, type RequestNumber } from './unemployment-options.ts'
import type { UnemploymentField, UnemploymentInput } from './unemployment-types.ts'

const LAW_CARENCIA = 'Lei 7.998/1990, art. 3º I (Lei 13.134/2015)'

/**
 * The carência window's answer for the request, checked against `meses` and against the other
 * window when a link gives both (each error on the window's own field, naming the other in `other`).
 */
export function readCarencia(
  c: DateChecker<UnemploymentField>,
  input: UnemploymentInput,
  months: number,
): { meses18: number | null; meses12: number | null; ultimos6: boolean | null } {
  const given = (value: NumberInput) => value !== null && value !== undefined
  const m18 = given(input.meses18)
    ? c.number('meses18', input.meses18, { integer: true, min: 0, max: CARENCIA[1].window })
    : null
  const m12 = given(input.meses12)
    ? c.number('meses12', input.meses12, { integer: true, min: 0, max: CARENCIA[2].window })
    : null
  const last6 =
    input.ultimos6 === null || input.ultimos6 === undefined || input.ultimos6 === ''
      ? null
      : c.option('ultimos6', input.ultimos6, ['sim', 'nao'] as const) === 'sim'
  // Each relation only once its figures are valid: one message per field, the first broken.
  const knownMonths = !c.has('meses')
  if (m18 !== null && !c.has('meses18')) {
    const m12ok = m12 !== null && !c.has('meses12')
    if (knownMonths && m18 > months)
      c.add('meses18', 'too-large', { limit: months, other: 'meses' })
    else if (knownMonths && m18 < months - 18)
      c.add('meses18', 'too-small', { limit: months - 18, other: 'meses' })
    else if (m12ok && m18 < m12) c.add('meses18', 'too-small', { limit: m12, other: 'meses12' })
    else if (m12ok && m18 > m12 + 6)
      c.add('meses18', 'too-large', { limit: m12 + 6, other: 'meses12' })
  }
  if (m12 !== null && !c.has('meses12') && knownMonths) {
    if (m12 > months) c.add('meses12', 'too-large', { limit: months, other: 'meses' })
    else if (m12 < months - 24)
      c.add('meses12', 'too-small', { limit: months - 24, other: 'meses' })
  }
  if (last6 === true && !c.has('ultimos6')) {
    // Salary in each of the last 6 months puts 6 months in every window that holds them.
    const short = [
      { field: 'meses', value: knownMonths ? months : null },
      { field: 'meses12', value: c.has('meses12') ? null : m12 },
      { field: 'meses18', value: c.has('meses18') ? null : m18 },
    ] as const
    const broken = short.find((s) => s.value !== null && s.value < CARENCIA[3].window)
    if (broken) c.add('ultimos6', 'too-small', { limit: CARENCIA[3].window, other: broken.field })
  }
  return { meses18: m18, meses12: m12, ultimos6: last6 }
}

/** The window of the request from the answers; only the request's own answer counts. */
export function carenciaFor(
  request: RequestNumber,
  answers: ReturnType<typeof readCarencia>,
): Carencia {
  if (request === 1) return carenciaOf(1, answers.meses18)
  if (request === 2) return carenciaOf(2, answers.meses12)
  return carenciaOf(3, null, answers.ultimos6 ?? undefined)
}

export function carenciaStep(carencia: Carencia): CalcStep {
  const { request, window, min } = carencia
  const label =
    request === 3
      ? 'Carência da 3ª solicitação em diante: salário em cada um dos últimos 6 meses'
      : `Carência da ${request}ª solicitação: ${min} dos últimos ${window} meses com salário`
  return {
    label,
    result: numberFig(carencia.months ?? window, 'meses', 'com salário'),
    source: LAW_CARENCIA,
    note: 'Cumprida. A janela é conferida à parte da contagem dos 36 meses, que dá o número de parcelas.',
  }
}
