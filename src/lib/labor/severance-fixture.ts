import fc from 'fast-check'
import { expect } from 'vitest'

import { sumMoney } from '../core/money.ts'
import { calculateSeverance } from './labor.ts'
import { NOTICE_MODES, SEVERANCE_REASONS } from './labor-options.ts'
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

// Any well-formed rescisão for the property tests: every motivo and aviso, admission on or before
// the dismissal (2018 to 2026), a salary from R$ 0,01, an optional 13º advance and FGTS balance;
// a fixed-term contract ends on the dismissal day, any other reads a contract end 1 to 800 days on.
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10)
const cents = (max: number) => fc.integer({ min: 1, max }).map((c) => c / 100)

export const anySeverance: fc.Arbitrary<SeveranceInput> = fc
  .record({
    salario: cents(5_000_000),
    a: fc.integer({ min: Date.UTC(2018, 0, 1), max: Date.UTC(2026, 11, 31) }),
    b: fc.integer({ min: Date.UTC(2018, 0, 1), max: Date.UTC(2026, 11, 31) }),
    motivo: fc.constantFrom(...SEVERANCE_REASONS),
    aviso: fc.constantFrom(...NOTICE_MODES),
    ferias: fc.integer({ min: 0, max: 60 }),
    feriasVencidasDobro: fc.constantFrom('sim', 'nao'),
    adiantamento13: fc.option(cents(500_000)),
    fgts: fc.option(cents(10_000_000)),
    left: fc.integer({ min: 1, max: 800 }),
  })
  .map(({ a, b, left, ...rest }) => {
    const [start, end] = a <= b ? [a, b] : [b, a]
    const days = rest.motivo === 'termino-contrato' ? 0 : left
    return {
      ...rest,
      admissao: isoDay(start),
      demissao: isoDay(end),
      fimContrato: isoDay(end + days * 86_400_000),
    }
  })
