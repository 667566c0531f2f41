import { D, type Dec } from '../core/money.ts'
import { CalcError, finite, type FunctionName, invalid, PI } from './scientific-tokens.ts'

/** The arithmetic and functions of the scientific calculator (conventions in scientific.ts). */

export type AngleMode = 'RAD' | 'DEG'

/** Significant digits of every transcendental value and of the result. */
export const RESULT_DIGITS = 15
export const MAX_FACTORIAL = 170
/** A transcendental value within 15 digits of a decimal this short is taken to be it. */
const SHORT_DIGITS = 12

/**
 * A `Math` result as a decimal. Binary noise in the last digits is dropped when the value is
 * that close to a short decimal (0,49999999999999994 → 0,5; 30,000000000000004 → 30); any other
 * value keeps the double's full precision, so sin 45°² still rounds to 0,5 at the end.
 */
export function fromFloat(value: number): Dec {
  if (!Number.isFinite(value)) invalid()
  const short = new D(value).toSignificantDigits(RESULT_DIGITS)
  return finite(short.sd(false) <= SHORT_DIGITS ? short : new D(value))
}

export function factorial(n: Dec): Dec {
  if (!n.isInteger() || n.isNegative() || n.gt(MAX_FACTORIAL)) invalid()
  let result = new D(1)
  for (let i = 2; n.gte(i); i++) result = result.times(i)
  return result
}

export function raise(base: Dec, exponent: Dec): Dec {
  if (base.isZero()) {
    if (exponent.isNegative()) throw new CalcError('division-by-zero')
    return new D(exponent.isZero() ? 1 : 0)
  }
  if (exponent.isInteger() && exponent.abs().lte(1000)) {
    // |base| < 1.8e308 and |exponent| ≤ 1000 keep the decimal exponent far inside its range.
    return finite(base.pow(exponent))
  }
  if (base.isNegative() && !exponent.isInteger()) invalid()
  return fromFloat(Math.pow(Number(base.toString()), Number(exponent.toString())))
}

// ——— trigonometry ———

/** sin at whole multiples of 30° and 90° where it is 0, ±½ or ±1; `undefined` elsewhere. */
const SIN_DEG: Readonly<Record<number, number>> = {
  0: 0,
  30: 0.5,
  90: 1,
  150: 0.5,
  180: 0,
  210: -0.5,
  270: -1,
  330: -0.5,
}
const TAN_DEG: Readonly<Record<number, number>> = { 0: 0, 45: 1, 135: -1 }

/** The angle in [0, 360), exactly. */
function reduceDegrees(degrees: Dec): Dec {
  const r = degrees.mod(360)
  return r.isNegative() ? r.plus(360) : r
}

function tableValue(table: Readonly<Record<number, number>>, angle: Dec): number | undefined {
  return angle.isInteger() ? table[Number(angle.toString())] : undefined
}

function toRadians(degrees: Dec): number {
  return Number(degrees.times(PI).div(180).toString())
}

function trigDegrees(name: 'sin' | 'cos' | 'tan', degrees: Dec): Dec {
  const angle = reduceDegrees(degrees)
  if (name === 'tan') {
    const halfTurn = angle.mod(180)
    if (halfTurn.eq(90)) invalid()
    const known = tableValue(TAN_DEG, halfTurn)
    return known === undefined ? fromFloat(Math.tan(toRadians(angle))) : new D(known)
  }
  const shifted = name === 'cos' ? reduceDegrees(angle.plus(90)) : angle
  const known = tableValue(SIN_DEG, shifted)
  return known === undefined ? fromFloat(Math.sin(toRadians(shifted))) : new D(known)
}

/** Quarter turns beyond which doubles are too coarse to tell an exact multiple. */
const SNAP_LIMIT = 1e9
const SNAP_TOLERANCE = 1e-12

function trigRadians(name: 'sin' | 'cos' | 'tan', radians: Dec): Dec {
  const x = Number(radians.toString())
  const quarters = x / (Math.PI / 2)
  const n = Math.round(quarters)
  if (n !== 0 && Math.abs(quarters) < SNAP_LIMIT && Math.abs(quarters - n) < SNAP_TOLERANCE) {
    const k = ((n % 4) + 4) % 4
    if (name === 'sin') return new D([0, 1, 0, -1][k] as number)
    if (name === 'cos') return new D([1, 0, -1, 0][k] as number)
    if (k % 2 === 1) invalid()
    return new D(0)
  }
  return fromFloat(name === 'sin' ? Math.sin(x) : name === 'cos' ? Math.cos(x) : Math.tan(x))
}

export function applyFunction(name: FunctionName, x: Dec, mode: AngleMode): Dec {
  switch (name) {
    case 'sin':
    case 'cos':
    case 'tan':
      return mode === 'DEG' ? trigDegrees(name, x) : trigRadians(name, x)
    case 'sqrt':
      if (x.isNegative()) invalid()
      return x.sqrt()
    case 'log':
    case 'ln': {
      if (!x.isPositive() || x.isZero()) invalid()
      const n = Number(x.toString())
      return fromFloat(name === 'log' ? Math.log10(n) : Math.log(n))
    }
    case 'asin':
    case 'acos':
    case 'atan': {
      const n = Number(x.toString())
      if (name !== 'atan' && Math.abs(n) > 1) invalid()
      const radians = name === 'asin' ? Math.asin(n) : name === 'acos' ? Math.acos(n) : Math.atan(n)
      return fromFloat(mode === 'DEG' ? (radians * 180) / Math.PI : radians)
    }
  }
}
