import { formatMoney, formatNumber } from '@/utils/format.ts'
import { parseNumber } from '@/utils/parse-number.ts'

import type { Scenario } from './compare-store.ts'
import { toHundredths, wholeCents } from '@/utils/float-figures.ts'

/**
 * The two scenarios of a comparison side by side, figure by figure, with what changed: money in
 * reais (in cents, so R$ 0,10 + R$ 0,20 differs from R$ 0,30 by nothing), a percentage in
 * percentage points, a count in its unit (12 meses → 24 meses: +12 meses); any other figure (a
 * date, a word) only says whether it is the same.
 */

export type ComparedRow = { label: string; first: string; second: string; difference: string }

const MONEY = /^[−-]?R\$/
const PERCENT = /^[−-]?[\d.,]+\s*%$/

/** Cents of a formatted amount, or null when the text is not one. */
function cents(text: string): number | null {
  if (!MONEY.test(text.trim())) return null
  const value = parseNumber(text)
  return value === null || !Number.isFinite(value) ? null : wholeCents(value)
}

function percent(text: string): number | null {
  if (!PERCENT.test(text.trim())) return null
  const value = parseNumber(text)
  return value === null || !Number.isFinite(value) ? null : value
}

/** A number followed by the same word on both sides ("12 meses", "3 dias"). */
const COUNT = /^([−-]?[\d.,]+)(\s+\p{L}.*)?$/u

function count(text: string): { value: number; unit: string } | null {
  const match = COUNT.exec(text.trim())
  if (!match?.[1]) return null
  const value = parseNumber(match[1])
  return value === null || !Number.isFinite(value) ? null : { value, unit: match[2] ?? '' }
}

const signed = (text: string, positive: boolean) => (positive ? `+${text}` : text)

/** What the second figure is more (+) or less (−) than the first. */
export function difference(first: string, second: string): string {
  const [a, b] = [cents(first), cents(second)]
  if (a !== null && b !== null) return signed(formatMoney((b - a) / 100), b > a)
  const [p, q] = [percent(first), percent(second)]
  if (p !== null && q !== null) {
    const points = toHundredths(q - p)
    return `${signed(formatNumber(points), points > 0)} p.p.`
  }
  const [m, n] = [count(first), count(second)]
  if (m && n && m.unit === n.unit) {
    const by = toHundredths(n.value - m.value)
    return `${signed(formatNumber(by), by > 0)}${m.unit}`
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
  const rows = [row(second.label || first.label, first.value, second.value)]
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
  return `Comparação de cenários. ${main.label}: cenário A ${main.first}, cenário B ${main.second}${by}.`
}
