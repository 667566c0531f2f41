import { expect } from 'vitest'

import { sumMoney } from '../core/money.ts'
import { calculateSeverance } from './labor.ts'
import type { SeveranceInput, SeveranceResult } from './severance-types.ts'

// Test-only (line comments, so docs/formulas.md leaves it out): the rescisão of the worked case
// of docs/legal/labour.md (R$ 3.000,00 from 10/03/2023 to 20/11/2026, 2026 tables), changed by
// `input`; a rejected input fails the test.
const SEVERANCE_BASE = {
  salario: 3000,
  admissao: '2023-03-10',
  demissao: '2026-11-20',
  ano: 2026,
} as const satisfies SeveranceInput

export function severance(input: Partial<SeveranceInput>): SeveranceResult {
  const r = calculateSeverance({ ...SEVERANCE_BASE, ...input })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

/** What every rescisão keeps: its lines add up to its totals, and the net is never negative. */
export function expectLinesAddUp(v: SeveranceResult): void {
  const sum = (kind: string) =>
    sumMoney(...v.lines.filter((l) => l.kind === kind).map((l) => l.amount))
  expect(sum('provento')).toBe(v.grossTotal)
  expect(sum('desconto')).toBe(v.deductionsTotal)
  expect(sum('fgts')).toBe(v.fgtsTotal)
  expect(v.netTotal).toBeGreaterThanOrEqual(0)
}
