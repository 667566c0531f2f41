import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { type CalcStep, moneyFig, stepsOutline, stepsProblems } from '../core/steps.ts'
import { calculateOvertime } from './overtime.ts'

// "Como calculamos" (docs/como-calculamos.md): the steps re-evaluate, chain and end on the
// figure the screen shows, and every one names its law or formula.
function explains(steps: readonly CalcStep[], shown: number) {
  expect(stepsProblems(steps, moneyFig(shown as never))).toEqual([])
  for (const step of steps) expect(step.source, step.label).toBeTruthy()
}

describe('horas extras: como calculamos', () => {
  it('docs/legal/labour.md: 7 night hours are 8 paid hours; 20 × 1,2 × 1,5 = 36 an hour, 288 in all', () => {
    const r = calculateOvertime({ valorHora: 20, horas: 7, noturno: 'sim' })
    if (!r.ok) throw new Error('invalid')
    explains(r.value.steps, r.value.totalExtra)
    expect(stepsOutline(r.value.steps)).toMatchInlineSnapshot(`
      [
        "Hora com adicional noturno: 20.00 × (1 + 20%) = 24.00",
        "Horas pagas (hora noturna de 52min30s): 8 ÷ 7 × 7 horas = 8 horas",
        "Valor da hora extra: 24.00 × (1 + 50%) = 36.00",
        "Total das horas extras: 36.00 × 8 horas = 288.00",
      ]
    `)
  })

  it('by day, 50% (CF art. 7º XVI): 10 hours of 20 → 300', () => {
    const r = calculateOvertime({ valorHora: 20, horas: 10 })
    if (!r.ok) throw new Error('invalid')
    explains(r.value.steps, r.value.totalExtra)
    expect(stepsOutline(r.value.steps)).toMatchInlineSnapshot(`
      [
        "Valor da hora extra: 20.00 × (1 + 50%) = 30.00",
        "Total das horas extras: 30.00 × 10 horas = 300.00",
      ]
    `)
  })

  it('every step holds, chains and ends on the total, for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 10_000, noNaN: true }),
        fc.double({ min: 0.01, max: 744, noNaN: true }),
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.constantFrom('sim', 'nao'),
        (valorHora, horas, adicional, noturno) => {
          const r = calculateOvertime({ valorHora, horas, adicional, noturno })
          if (!r.ok) return
          expect(stepsProblems(r.value.steps, moneyFig(r.value.totalExtra))).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })
})
