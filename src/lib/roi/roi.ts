import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money, roundTo, subtractMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import { roiSteps } from './roi-steps.ts'

/**
 * ROI (/calculadora-roi): return on investment.
 *
 * ```text
 * lucro = retorno − investido
 * ROI = lucro / investido · 100 %
 * ```
 *
 * Classes (docs/product.md §9), applied to the ROI as shown (2 decimals), so a screen showing "10,00%" never
 * says "ROI Baixo": below 0 'Prejuízo'; below 10 'ROI Baixo'; below 25 'ROI Bom'; 25 or more
 * 'ROI Excelente'. `color` is a key the screen maps to its palette: red, yellow, blue, green.
 * `retorno` is the total amount received back (0 allowed: everything was lost).
 *
 * Sources: docs/product.md §3, §9.
 */

export type RoiInput = {
  /** Amount invested, R$. */
  investido: NumberInput
  /** Total amount received back, R$. */
  retorno: NumberInput
}

export type RoiField = keyof RoiInput

export type RoiClassification = 'Prejuízo' | 'ROI Baixo' | 'ROI Bom' | 'ROI Excelente'
export type RoiColor = 'red' | 'yellow' | 'blue' | 'green'

export type RoiResult = {
  /** %, 2 decimals. */
  roi: number
  profit: Money
  classification: RoiClassification
  color: RoiColor
  /** "Como calculamos", ending on the ROI. */
  steps: readonly CalcStep[]
}

/** The class of a ROI in %. */
export function classifyRoi(roi: number): { classification: RoiClassification; color: RoiColor } {
  if (roi < 0) return { classification: 'Prejuízo', color: 'red' }
  if (roi < 10) return { classification: 'ROI Baixo', color: 'yellow' }
  if (roi < 25) return { classification: 'ROI Bom', color: 'blue' }
  return { classification: 'ROI Excelente', color: 'green' }
}

export function calculateRoi(input: RoiInput): Outcome<RoiResult, RoiField> {
  const c = new Checker<RoiField>()
  const investido = c.number('investido', input.investido, { positive: true })
  const retorno = c.number('retorno', input.retorno, { min: 0 })
  if (!c.ok) return c.fail()
  const invested = money(investido)
  if (invested === 0) {
    c.add('investido', 'not-positive')
    return c.fail()
  }
  const returned = money(retorno)
  const profit = subtractMoney(returned, invested)
  const roi = roundTo(new D(profit).div(invested).times(100), 2)
  const steps = roiSteps({ invested, returned, profit, roi })
  return { ok: true, value: { roi, profit, ...classifyRoi(roi), steps } }
}
