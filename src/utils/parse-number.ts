/**
 * Reads a number as a Brazilian types or pastes it: `1.234,56`, `1234,56`, `1234.56`,
 * `R$ 1.234,56`, `12,5%`. Returns `null` for an empty field and `NaN` for text that is not a
 * number, which the formula library reports as "required" and "invalid".
 *
 * Rules, in order:
 * - `R$`, `%`, spaces (also the non-breaking ones Intl puts after `R$`) are ignored.
 * - With both `.` and `,`, the last one is the decimal separator and the other must group
 *   digits in threes (`1,234.56` is accepted too; `12,5.3` is not a number).
 * - With only `,`: one comma is the decimal separator.
 * - With only `.`: dots that group digits in threes are grouping (`1.234.567`, and `1.234` is
 *   mil duzentos e trinta e quatro, as a Brazilian reads it). A last dot not followed by exactly
 *   three digits is a decimal point: `1234.56`, `12.5`, `0.125`, and `1.234.56`, which is what a
 *   keypad without a comma leaves after the field grouped `1234` and the person pressed `.`.
 * - No exponents: `1e309` is not a number a person types.
 */
export function parseNumber(text: string | null | undefined): number | null {
  const machine = toMachineText(text)
  if (machine === null) return null
  if (machine === undefined) return Number.NaN
  const value = Number(machine)
  return value === 0 ? 0 : value
}

/**
 * The same reading as `parseNumber`, as exact machine text (`-1234.56`, `.` decimal, no
 * grouping) so that rounding and formatting never go through binary floating point: `null` for
 * an empty field, `undefined` for text that is not a number.
 */
export function toMachineText(text: string | null | undefined): string | null | undefined {
  if (text === null || text === undefined) return null
  const cleaned = text.replace(/R\$/gi, '').replace(/[%\s\u00a0\u202f]/g, '')
  if (cleaned === '') return null
  const negative = cleaned.startsWith('-') || cleaned.startsWith('−')
  const body = cleaned.replace(/^[-−+]/, '')
  const normalized = normalize(body)
  if (normalized === null || !/^(\d+\.?\d*|\.\d+)$/.test(normalized)) return undefined
  return `${negative ? '-' : ''}${normalized}`
}

const GROUPED = /^\d{1,3}(\d{3})*$/

function validGrouping(integer: string, separator: string): boolean {
  const groups = integer.split(separator)
  return (
    groups.length > 1 &&
    /^\d{1,3}$/.test(groups[0] ?? '') &&
    groups.slice(1).every((g) => /^\d{3}$/.test(g)) &&
    GROUPED.test(groups.join(''))
  )
}

function normalize(body: string): string | null {
  const lastComma = body.lastIndexOf(',')
  const lastDot = body.lastIndexOf('.')
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalSep = lastComma > lastDot ? ',' : '.'
    const groupSep = decimalSep === ',' ? '.' : ','
    const at = body.lastIndexOf(decimalSep)
    const integer = body.slice(0, at)
    const fraction = body.slice(at + 1)
    if (!validGrouping(integer, groupSep) || fraction.includes(groupSep)) return null
    return `${integer.split(groupSep).join('')}.${fraction}`
  }
  if (lastComma >= 0) {
    const commas = body.split(',').length - 1
    if (commas === 1) return body.replace(',', '.')
    return validGrouping(body, ',') ? body.split(',').join('') : null
  }
  if (lastDot >= 0) {
    const dots = body.split('.').length - 1
    const integer = body.slice(0, lastDot)
    const fraction = body.slice(lastDot + 1)
    if (dots > 1) {
      if (validGrouping(body, '.')) return body.split('.').join('')
      // `1.234.56`: grouped digits, then a decimal point.
      const grouped = validGrouping(integer, '.') && !/^\d{3}$/.test(fraction)
      return grouped ? `${integer.split('.').join('')}.${fraction}` : null
    }
    const looksGrouped = fraction.length === 3 && /^[1-9]\d{0,2}$/.test(integer)
    return looksGrouped ? integer + fraction : body
  }
  return body
}

/** A number written the way the URL contract carries it: `.` decimal, no grouping. */
export function parseUrlNumber(text: string | null | undefined): number | null {
  if (!text || text.length > 32 || !/^-?\d+(\.\d+)?$/.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}
