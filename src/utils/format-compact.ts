import { groupThousands, plainDecimal, roundDecimal } from './decimal-text.ts'

const UNITS = ['', '\u00a0mil', '\u00a0mi', '\u00a0bi', '\u00a0tri']

/**
 * `R$ 1,2 mil`, `R$ 3 mi`: money in few characters, for a chart's axis, with up to one decimal.
 * The text of Intl's pt-BR compact currency, written without Intl (src/utils/decimal-text.ts),
 * including its step up when rounding reaches a thousand of a unit (999.950 → `R$ 1 mi`).
 */
export function formatCompactMoney(value: number): string {
  const v = Number.isFinite(value) ? value : 0
  const [whole = '0', fraction = ''] = plainDecimal(v).split('.')
  let unit = Math.min(UNITS.length - 1, Math.floor((whole.length - 1) / 3))
  for (;;) {
    const shift = unit * 3
    const padded = whole.padStart(shift + 1, '0')
    const scaled = `${padded.slice(0, -shift || undefined)}.${shift ? padded.slice(-shift) : ''}${fraction}`
    const [integer, decimal] = roundDecimal(scaled, 1)
    if (integer.length > 3 && unit < UNITS.length - 1) {
      unit++
      continue
    }
    // Beyond a thousand trillion, Intl groups from five digits on (`4500 tri`, `10.000 tri`).
    const digits = integer.length > 4 ? groupThousands(integer) : integer
    const text = `R$\u00a0${digits}${decimal === '0' ? '' : `,${decimal}`}${UNITS[unit]}`
    return v < 0 && /[1-9]/.test(integer + decimal) ? `\u2212${text}` : text
  }
}
