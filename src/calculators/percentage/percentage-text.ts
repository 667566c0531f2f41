import type { PercentageResult } from '@/lib/percentage/percentage.ts'
import { formatNumber, formatPercent } from '@/utils/format.ts'

export const num = (value: number | null | undefined) => formatNumber(value ?? 0, 2)
export const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${formatPercent(value)}`

/** The history line of each mode. */
export function percentageSummary(r: PercentageResult, v: Record<string, number | null>) {
  switch (r.modo) {
    case 'de':
      return { inputs: `${num(v.pct)}% de ${num(v.valor)}`, result: num(r.result) }
    case 'aumento':
      return { inputs: `${num(v.valor)} + ${num(v.pct)}%`, result: num(r.result) }
    case 'reducao':
      return { inputs: `${num(v.valor)} − ${num(v.pct)}%`, result: num(r.result) }
    case 'variacao':
      return { inputs: `De ${num(v.de)} para ${num(v.para)}`, result: signedPercent(r.percent) }
  }
}
