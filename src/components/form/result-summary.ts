import type { Scenario } from './compare-store.ts'

/**
 * "Copiar resumo": a few plain lines a person can paste into WhatsApp (no markup, one fact per
 * line). The share flow adds the link, which reopens the same result, as the last line.
 */

/** Enough to recognise the result; the link carries the rest. */
const MAX_ITEMS = 6

export type SummaryParts = {
  /** The calculator's name. */
  name: string
  /** The inputs with their labels, as typed. */
  inputs: readonly { label: string; value: string }[]
  result: Scenario
}

const line = (label: string, value: string) => `${label.replace(/:\s*$/, '')}: ${value}`

export function resultSummary({ name, inputs, result }: SummaryParts): string {
  const lines = [name]
  if (inputs.length > 0) {
    lines.push('', 'Dados informados:')
    for (const input of inputs) lines.push(`• ${line(input.label, input.value)}`)
  }
  lines.push('', line(result.label, result.value))
  for (const item of result.items.slice(0, MAX_ITEMS))
    lines.push(`• ${line(item.label, item.value)}`)
  // What the screen warns travels with the figures it qualifies, never cut by MAX_ITEMS.
  const caveats = result.caveats ?? []
  if (caveats.length > 0) lines.push('', 'Atenção:', ...caveats.map((c) => `• ${c}`))
  return lines.join('\n')
}
