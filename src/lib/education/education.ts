/**
 * Education calculators (URL `modo`, docs/decisions.md §4).
 *
 * - `medias` ({@link calculateAverages}): média aritmética = Σ notas / n; média ponderada =
 *   Σ (nota × peso) / Σ pesos. 2 to 10 rows (docs/product.md §9); grades 0–10; weights > 0, empty → 1.
 *   A row whose grade is empty is skipped (the form starts with 4 rows and people fill 3), but
 *   at least 2 graded rows are needed. Errors on a row name it: `notas.2` is the third grade.
 * - `nota-necessaria` ({@link calculateNeededGrade}): four assessments of equal weight, so the
 *   fourth must be 4 × meta − (n1 + n2 + n3). The needed grade is rounded UP to 2 decimals, so
 *   the grade shown is always enough. The seed calls the goal reachable only when the needed
 *   grade is between 0 and 10; a needed grade below 0 means the goal is already met whatever
 *   the last grade, which the seed would report as "não alcançável". We report a `status`
 *   instead: `ja-atingida` (≤ 0), `alcancavel` (0 < x ≤ 10), `inalcancavel` (> 10); `reachable`
 *   is false only for `inalcancavel`.
 * - `regra-de-tres` ({@link calculateRuleOfThree}): a está para b assim como c está para x:
 *   x = b × c / a; a = 0 → `zero`. x to 6 decimals.
 * - `porcentagem` ({@link calculatePercentOfTotal}): valor is p% of total, p = valor / total ×
 *   100; the remainder is total − valor (and 100 − p in percent); total = 0 → `zero`.
 *
 * A divisor so close to 0 that the result overflows (a = 1e-300) is `too-small`, without limit.
 *
 * All in decimal; averages and percentages rounded half-up to 2 decimals.
 */
import { type NumberInput, Checker } from '../core/check.ts'
import { D, type Dec, roundTo } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import { GRADE_ROWS } from './education-options.ts'

export const GRADE = { min: 0, max: 10 } as const
export const DEFAULT_WEIGHT = 1

/** A divisor like 1e-300 passes validation but would make the result overflow to Infinity. */
function isFiniteDecimal(value: Dec): boolean {
  return Number.isFinite(Number(value.toString()))
}

// ——— médias ———

export type AveragesInput = { notas: readonly NumberInput[]; pesos?: readonly NumberInput[] }
export type AveragesField = 'notas' | `notas.${number}` | `pesos.${number}`
export type GradeRow = { nota: number; peso: number }
export type AveragesResult = {
  arithmetic: number
  weighted: number
  totalWeight: number
  /** The graded rows used, in order. */
  rows: GradeRow[]
}

export function calculateAverages(input: AveragesInput): Outcome<AveragesResult, AveragesField> {
  const c = new Checker<AveragesField>()
  if (input.notas.length > GRADE_ROWS.max) {
    c.add('notas', 'too-large', { limit: GRADE_ROWS.max })
    return c.fail()
  }
  const rows: GradeRow[] = []
  input.notas.forEach((value, i) => {
    if (value === null || value === undefined) return
    const nota = c.number(`notas.${i}`, value, GRADE)
    const peso = c.number(`pesos.${i}`, input.pesos?.[i], {
      positive: true,
      default: DEFAULT_WEIGHT,
    })
    rows.push({ nota, peso })
  })
  if (c.ok && rows.length < GRADE_ROWS.min) {
    c.add('notas', rows.length === 0 ? 'required' : 'too-small', { limit: GRADE_ROWS.min })
  }
  if (!c.ok) return c.fail()

  let sum: Dec = new D(0)
  let weightedSum: Dec = new D(0)
  let totalWeight: Dec = new D(0)
  for (const { nota, peso } of rows) {
    sum = sum.plus(nota)
    weightedSum = weightedSum.plus(new D(nota).times(peso))
    totalWeight = totalWeight.plus(peso)
  }
  return ok({
    arithmetic: roundTo(sum.div(rows.length), 2),
    weighted: roundTo(weightedSum.div(totalWeight), 2),
    totalWeight: Number(totalWeight.toString()),
    rows,
  })
}

// ——— nota necessária ———

export type NeededGradeInput = {
  n1: NumberInput
  n2: NumberInput
  n3: NumberInput
  meta: NumberInput
}
export type NeededGradeField = keyof NeededGradeInput
export type NeededGradeStatus = 'ja-atingida' | 'alcancavel' | 'inalcancavel'
export type NeededGradeResult = {
  /** Average of the three grades so far, 2 decimals. */
  currentAverage: number
  target: number
  /** Grade needed in the fourth assessment, rounded up to 2 decimals (may be ≤ 0 or > 10). */
  needed: number
  status: NeededGradeStatus
  reachable: boolean
}

export function calculateNeededGrade(
  input: NeededGradeInput,
): Outcome<NeededGradeResult, NeededGradeField> {
  const c = new Checker<NeededGradeField>()
  const n1 = c.number('n1', input.n1, GRADE)
  const n2 = c.number('n2', input.n2, GRADE)
  const n3 = c.number('n3', input.n3, GRADE)
  const meta = c.number('meta', input.meta, GRADE)
  if (!c.ok) return c.fail()

  const sum = new D(n1).plus(n2).plus(n3)
  const needed = Number(new D(meta).times(4).minus(sum).toDecimalPlaces(2, D.ROUND_CEIL).toString())
  const status: NeededGradeStatus =
    needed <= GRADE.min ? 'ja-atingida' : needed <= GRADE.max ? 'alcancavel' : 'inalcancavel'
  return ok({
    currentAverage: roundTo(sum.div(3), 2),
    target: meta,
    needed: needed === 0 ? 0 : needed,
    status,
    reachable: status !== 'inalcancavel',
  })
}

// ——— regra de três ———

export type RuleOfThreeInput = { a: NumberInput; b: NumberInput; c: NumberInput }
export type RuleOfThreeField = 'a' | 'b' | 'c'
export type RuleOfThreeResult = { x: number }

export function calculateRuleOfThree(
  input: RuleOfThreeInput,
): Outcome<RuleOfThreeResult, RuleOfThreeField> {
  const check = new Checker<RuleOfThreeField>()
  const a = check.number('a', input.a)
  const b = check.number('b', input.b)
  const c = check.number('c', input.c)
  if (check.ok && a === 0) check.add('a', 'zero')
  if (!check.ok) return check.fail()
  const x = new D(b).times(c).div(a)
  if (!isFiniteDecimal(x)) {
    check.add('a', 'too-small')
    return check.fail()
  }
  return ok({ x: roundTo(x, 6) })
}

// ——— porcentagem do total ———

export type PercentOfTotalInput = { valor: NumberInput; total: NumberInput }
export type PercentOfTotalField = 'valor' | 'total'
export type PercentOfTotalResult = {
  /** valor as a percentage of total, 2 decimals. */
  percent: number
  /** total − valor. */
  remainder: number
  /** 100 − percent, from the shown percent. */
  remainderPercent: number
}

export function calculatePercentOfTotal(
  input: PercentOfTotalInput,
): Outcome<PercentOfTotalResult, PercentOfTotalField> {
  const c = new Checker<PercentOfTotalField>()
  const valor = c.number('valor', input.valor)
  const total = c.number('total', input.total)
  if (c.ok && total === 0) c.add('total', 'zero')
  if (!c.ok) return c.fail()
  const ratio = new D(valor).div(total).times(100)
  if (!isFiniteDecimal(ratio)) {
    c.add('total', 'too-small')
    return c.fail()
  }
  const percent = roundTo(ratio, 2)
  return ok({
    percent,
    remainder: roundTo(new D(total).minus(valor), 6),
    remainderPercent: roundTo(new D(100).minus(percent), 2),
  })
}
