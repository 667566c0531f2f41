import type { ErrorCode, FieldError } from './outcome.ts'

/**
 * Reading inputs. Numbers and dates arrive as a form or a link gives them and are checked field
 * by field into {@link FieldError}s, all of them in one pass, so the screen can mark every wrong
 * field at once (docs/decisions.md §2). Every number passes through {@link Checker.number}, which caps
 * magnitudes at 1e12 so later products can not overflow, and reports the bound a value breaks:
 * below the floor (`negative`, `not-positive`, `too-small`) or above the ceiling (`too-large`).
 */

/**
 * A number as it reaches the library from a form or a link: `null` or `undefined` when the field
 * is empty, `NaN` when the text could not be read as a number.
 */
export type NumberInput = number | null | undefined

/** A date as it reaches the library: `YYYY-MM-DD`, or empty. */
export type DateInput = string | null | undefined

export type NumberRule = {
  /** Inclusive minimum; below it → `too-small` (or `negative` when it is 0). */
  min?: number
  /** Inclusive maximum; above it → `too-large`. */
  max?: number
  /** Must be greater than zero → `not-positive`. */
  positive?: boolean
  /** Must be a whole number → `not-integer`. */
  integer?: boolean
  /** Used when the field is empty, instead of `required`. */
  default?: number
}

/**
 * The largest magnitude any field accepts. Past it, products of money and rates lose cents in
 * decimal-to-binary conversions and `1e309` would be Infinity; no real input is this large.
 */
export const MAX_MAGNITUDE = 1e12

/**
 * Collects field errors while reading inputs, so one pass reports every wrong field.
 *
 * ```ts
 * const c = new Checker<'altura' | 'peso'>()
 * const altura = c.number('altura', input.altura, { positive: true, max: 300 })
 * if (!c.ok) return c.fail()
 * ```
 * On an error the readers return a harmless placeholder (0, the epoch); compute only when `ok`.
 */
export class Checker<F extends string> {
  readonly errors: FieldError<F>[] = []

  get ok(): boolean {
    return this.errors.length === 0
  }

  fail(): { ok: false; errors: FieldError<F>[] } {
    return { ok: false, errors: this.errors }
  }

  add(field: F, code: ErrorCode, extra: Omit<FieldError<F>, 'field' | 'code'> = {}): void {
    if (this.errors.some((e) => e.field === field)) return
    this.errors.push({ field, code, ...extra })
  }

  /** True when this field already has an error. */
  has(field: F): boolean {
    return this.errors.some((e) => e.field === field)
  }

  number(field: F, value: NumberInput, rule: NumberRule = {}): number {
    if (value === null || value === undefined) {
      if (rule.default !== undefined) return rule.default
      this.add(field, 'required')
      return 0
    }
    if (Number.isNaN(value)) {
      this.add(field, 'invalid')
      return 0
    }
    if (!Number.isFinite(value) || Math.abs(value) > MAX_MAGNITUDE) {
      // −Infinity and −1e13 are below the field's floor, not above its ceiling: saying "at most
      // 100" to someone who typed a huge negative number would be wrong.
      if (value < 0) this.belowFloor(field, rule, value)
      else this.add(field, 'too-large', { limit: rule.max ?? MAX_MAGNITUDE })
      return 0
    }
    if (rule.integer && !Number.isInteger(value)) {
      this.add(field, 'not-integer')
      return 0
    }
    if (rule.positive && value <= 0) {
      this.add(field, 'not-positive')
      return 0
    }
    if (rule.min !== undefined && value < rule.min) {
      this.belowFloor(field, rule, value)
      return 0
    }
    if (rule.max !== undefined && value > rule.max) {
      this.add(field, 'too-large', { limit: rule.max })
      return 0
    }
    // -0 would print as "-0" and compare oddly; it is zero.
    return value === 0 ? 0 : value
  }

  private belowFloor(field: F, rule: NumberRule, value: number): void {
    if (rule.positive && value <= 0) this.add(field, 'not-positive')
    else if (rule.min === 0) this.add(field, 'negative', { limit: 0 })
    else this.add(field, 'too-small', { limit: rule.min ?? -MAX_MAGNITUDE })
  }

  /** Accepts only one of `options`; empty uses `fallback` when given. */
  option<const O extends string>(
    field: F,
    value: string | null | undefined,
    options: readonly O[],
    fallback?: O,
  ): O {
    if ((value === null || value === undefined || value === '') && fallback !== undefined)
      return fallback
    const found = options.find((o) => o === value)
    if (found !== undefined) return found
    this.add(field, value ? 'invalid' : 'required')
    return fallback ?? (options[0] as O)
  }
}

/**
 * The largest whole number in `lo..hi` for which `fits` holds, assuming `fits` is monotone (true
 * up to some point, false after), or `lo − 1` when none does. Used to tell a person the longest
 * horizon a compounding result can be shown for.
 */
export function largestFitting(lo: number, hi: number, fits: (n: number) => boolean): number {
  let best = lo - 1
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2)
    if (fits(mid)) {
      best = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return best
}
