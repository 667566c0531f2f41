import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateSeverance } from './labor.ts'
import { expectLinesAddUp } from './severance-fixture.ts'

describe('validation', () => {
  it('rejects a dismissal before the admission', () => {
    expect(
      calculateSeverance({ salario: 1000, admissao: '2026-05-10', demissao: '2026-05-09' }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'demissao', code: 'date-order', other: 'admissao' }],
    })
  })

  it('reports every wrong field', () => {
    const r = calculateSeverance({
      salario: -1,
      admissao: '2026-02-30',
      demissao: '',
      motivo: 'demitido',
      aviso: 'talvez',
      ferias: 61,
      fgts: -5,
      ano: 2020,
    })
    expect(r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'salario:not-positive',
      'admissao:invalid',
      'demissao:required',
      'motivo:invalid',
      'aviso:invalid',
      'ferias:too-large',
      'fgts:negative',
      'ano:too-small',
    ])
  })

  it('arbitrary inputs give errors or finite results whose lines add up', () => {
    const day = fc.oneof(
      fc
        .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2030, 11, 31) })
        .map((t) => new Date(t).toISOString().slice(0, 10)),
      fc.constantFrom('', 'abc', '2026-02-30', '1899-12-31', null),
    )
    const amount = fc.oneof(
      fc.constant(null),
      fc.constant(Number.NaN),
      fc.constant(Number.POSITIVE_INFINITY),
      fc.constant(-1),
      fc.double({ min: 0, max: 1e7, noNaN: true }),
      fc.integer({ min: 1, max: 60 }),
    )
    const input = fc.record({
      salario: amount,
      admissao: day,
      demissao: day,
      motivo: fc.constantFrom(
        'sem-justa-causa',
        'pedido-demissao',
        'justa-causa',
        'acordo',
        'x',
        null,
      ),
      aviso: fc.constantFrom('trabalhado', 'indenizado', 'nao-cumprido', 'dispensado', null),
      ferias: amount,
      fgts: amount,
      ano: fc.constantFrom(null, 2024, 2025, 2026, 2027, Number.NaN),
    })
    fc.assert(
      fc.property(input, (typed) => {
        const r = calculateSeverance(typed)
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0)
          return
        }
        const v = r.value
        expectAllFinite(v)
        expectLinesAddUp(v)
        expect(v.vacationMonths).toBeLessThanOrEqual(15)
        expect(v.thirteenthMonths).toBeLessThanOrEqual(15)
        expect(v.priorNoticeDays).toBeLessThanOrEqual(90)
      }),
      { numRuns: 200 },
    )
  })
})
