import { formatMoney, formatNumber } from '@/utils/format.ts'
import { toMachineText } from '@/utils/parse-number.ts'

import type { Scenario } from './compare-store.ts'

/**
 * The two scenarios of a comparison side by side, figure by figure, with what changed: money in
 * reais (exactly, so R$ 0,10 + R$ 0,20 differs from R$ 0,30 by nothing), a percentage in
 * percentage points, a count or factor in its unit (12 meses → 24 meses: +12 meses), each with as
 * many decimals as the figures show; any other figure (a date, a word) only says whether it is
 * the same. A figure the two scenarios name differently (SAC's first instalment, Price's fixed
 * one; the value corrected by INPC, by IPCA) keeps each name over its own scenario's figure.
 */

export type ComparedRow = {
  /** The figure's name; scenario A's when the two name it differently. */
  label: string
  /** Scenario B's name for the figure when it is not A's (Price's "Parcela fixa (360x)" beside
   * SAC's "Primeira parcela (SAC)"): each figure is shown under its own scenario's name. */
  secondLabel?: string
  first: string
  second: string
  difference: string
}

const MONEY = /^[−-]?R\$/
const PERCENT = /^[−-]?[\d.,]+\s*%$/
/** A number followed by the same word on both sides ("12 meses", "3 dias"). */
const COUNT = /^([−-]?[\d.,]+)(\s+\p{L}.*)?$/u

/** A figure as shown, read exactly: its digits and how many of them are decimals, so that a
 * difference is neither rounded further than the figures nor carried in binary floating point. */
type Exact = { units: bigint; scale: number }

function exact(text: string): Exact | null {
  const machine = toMachineText(text)
  if (typeof machine !== 'string') return null
  const [whole = '', decimals = ''] = machine.split('.')
  const digits = `${whole}${decimals}`
  return /^-?\d+$/.test(digits) ? { units: BigInt(digits), scale: decimals.length } : null
}

const tenTo = (power: number) => BigInt(`1${'0'.repeat(power)}`)

/** b − a at the finer precision of the two, as a number to format with that many decimals
 * (1,234567 → 1,234799: 0,000232, not 0). */
function exactDifference(a: Exact, b: Exact): { value: number; decimals: number } {
  const scale = Math.max(a.scale, b.scale)
  const units = b.units * tenTo(scale - b.scale) - a.units * tenTo(scale - a.scale)
  return { value: Number(`${units.toString()}e-${String(scale)}`), decimals: scale }
}

const signed = (text: string, positive: boolean) => (positive ? `+${text}` : text)

/** What the second figure is more (+) or less (−) than the first. */
export function difference(first: string, second: string): string {
  const [a, b] = [first.trim(), second.trim()]
  if (MONEY.test(a) && MONEY.test(b)) {
    const [x, y] = [exact(a), exact(b)]
    if (x && y) {
      const by = exactDifference(x, y)
      return signed(formatMoney(by.value), by.value > 0)
    }
  }
  if (PERCENT.test(a) && PERCENT.test(b)) {
    const [x, y] = [exact(a), exact(b)]
    if (x && y) {
      const by = exactDifference(x, y)
      return `${signed(formatNumber(by.value, by.decimals), by.value > 0)} p.p.`
    }
  }
  const [m, n] = [COUNT.exec(a), COUNT.exec(b)]
  if (m?.[1] && n?.[1] && (m[2] ?? '') === (n[2] ?? '')) {
    const [x, y] = [exact(m[1]), exact(n[1])]
    if (x && y) {
      const by = exactDifference(x, y)
      return `${signed(formatNumber(by.value, by.decimals), by.value > 0)}${m[2] ?? ''}`
    }
  }
  return first === second ? 'igual' : '—'
}

/** The main figure first, then each item of either scenario, matched by its label. */
export function compareRows(first: Scenario, second: Scenario): ComparedRow[] {
  const row = (label: string, a: string | undefined, b: string | undefined): ComparedRow => ({
    label,
    first: a ?? '—',
    second: b ?? '—',
    difference: a === undefined || b === undefined ? '—' : difference(a, b),
  })
  const main = row(first.label || second.label, first.value, second.value)
  const rows = [
    second.label && second.label !== main.label ? { ...main, secondLabel: second.label } : main,
  ]
  const firstItems = new Map(first.items.map((item) => [item.label, item.value]))
  const seen = new Set<string>()
  for (const item of second.items) {
    seen.add(item.label)
    rows.push(row(item.label, firstItems.get(item.label), item.value))
  }
  for (const item of first.items)
    if (!seen.has(item.label)) rows.push(row(item.label, item.value, undefined))
  return rows
}

/** The one line a screen reader hears when the comparison shows. */
export function comparisonMessage(rows: readonly ComparedRow[]): string {
  const main = rows[0]
  if (!main) return ''
  const by = main.difference === '—' ? '' : `, diferença ${main.difference}`
  if (main.secondLabel !== undefined)
    return `Comparação de cenários. Cenário A, ${main.label}: ${main.first}; cenário B, ${main.secondLabel}: ${main.second}${by}.`
  return `Comparação de cenários. ${main.label}: cenário A ${main.first}, cenário B ${main.second}${by}.`
}
