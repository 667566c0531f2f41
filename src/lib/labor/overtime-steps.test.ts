import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { expectMoneySteps, expectStepsExplain } from '@/test/expect-steps.ts'

import { calculateOvertime, type OvertimeInput } from './overtime.ts'

function overtime(input: OvertimeInput) {
  const r = calculateOvertime(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

// "Como calculamos" (docs/como-calculamos.md): the steps re-evaluate, chain and end on the
// figure the screen shows, and every one names its law or formula.
describe('horas extras: como calculamos', () => {
  it('docs/legal/labour.md: 7 night hours are 8 paid hours; 20 × 1,2 × 1,5 = 36 an hour, 288 in all', () => {
    const v = overtime({ valorHora: 20, horas: 7, noturno: 'sim' })
    expectMoneySteps(v.steps, v.totalExtra)
    expect(stepsOutline(v.steps)).toMatchInlineSnapshot(`
      [
        "Hora com adicional noturno: 20.00 × (1 + 20%) = 24.00",
        "Horas pagas (hora noturna de 52min30s): 8 ÷ 7 × 7 horas = 8 horas",
        "Valor da hora extra: 24.00 × (1 + 50%) = 36.00",
        "Total das horas extras: 36.00 × 8 horas = 288.00",
      ]
    `)
  })

  it('by day, 50% (CF art. 7º XVI): 10 hours of 20 → 300', () => {
    const v = overtime({ valorHora: 20, horas: 10 })
    expectMoneySteps(v.steps, v.totalExtra)
    expect(stepsOutline(v.steps)).toMatchInlineSnapshot(`
      [
        "Valor da hora extra: 20.00 × (1 + 50%) = 30.00",
        "Total das horas extras: 30.00 × 10 horas = 300.00",
      ]
    `)
  })

  it('DSR worked example, Apr/2026 (docs/legal/labour.md): 3.000 ÷ 220, 10 h at 50% and 4 h at 100%, DSR 313,64 ÷ 24 × 6', () => {
    const v = overtime({
      salario: 3000,
      jornada: 220,
      horas50: 10,
      horas100: 4,
      mes: '2026-04',
    })
    expectMoneySteps(v.steps, v.total)
    expectStepsExplain(v.steps, {
      givens: [3000, 220, 50, 100, 10, 4, 30, 4, 2],
      shown: [v.hourValue, 204.55, 109.09, 313.64, 78.41, 392.05],
      last: 392.05,
    })
    expect(stepsOutline(v.steps)).toMatchInlineSnapshot(`
      [
        "Valor da hora normal: 3000.00 ÷ 220 horas = 13.64",
        "Valor da hora extra a 50%: 3000.00 ÷ 220 horas × (1 + 50%) = 20.45",
        "Horas extras a 50%: 3000.00 ÷ 220 horas × (1 + 50%) × 10 horas = 204.55",
        "Valor da hora extra a 100%: 3000.00 ÷ 220 horas × (1 + 100%) = 27.27",
        "Horas extras a 100%: 3000.00 ÷ 220 horas × (1 + 100%) × 4 horas = 109.09",
        "Total das horas extras: 204.55 + 109.09 = 313.64",
        "Domingos e feriados do mês: 4 dias + 2 dias = 6 dias",
        "Dias úteis do mês (sábados contam): 30 dias − 6 dias = 24 dias",
        "DSR sobre as horas extras: 313.64 ÷ 24 dias × 6 dias = 78.41",
        "Total com DSR: 313.64 + 78.41 = 392.05",
      ]
    `)
  })

  it('at night from the salary: the night hour and the paid hours of each line', () => {
    const v = overtime({
      salario: 3000,
      horas50: 10,
      horas: 2,
      adicional: 60,
      noturno: 'sim',
      mes: '2025-11',
      feriadosLocais: 1,
    })
    expectMoneySteps(v.steps, v.total)
    expect(stepsOutline(v.steps)).toMatchInlineSnapshot(`
      [
        "Valor da hora normal: 3000.00 ÷ 220 horas = 13.64",
        "Hora com adicional noturno: 3000.00 ÷ 220 horas × (1 + 20%) = 16.36",
        "Horas pagas a 50% (hora noturna de 52min30s): 8 ÷ 7 × 10 horas = 11.43 horas",
        "Valor da hora extra a 50%: 3000.00 ÷ 220 horas × (1 + 20%) × (1 + 50%) = 24.55",
        "Horas extras a 50%: 3000.00 ÷ 220 horas × (1 + 20%) × (1 + 50%) × 11.43 horas = 280.55",
        "Horas pagas com adicional de 60% (hora noturna de 52min30s): 8 ÷ 7 × 2 horas = 2.29 horas",
        "Valor da hora extra com adicional de 60%: 3000.00 ÷ 220 horas × (1 + 20%) × (1 + 60%) = 26.18",
        "Horas extras com adicional de 60%: 3000.00 ÷ 220 horas × (1 + 20%) × (1 + 60%) × 2.29 horas = 59.96",
        "Total das horas extras: 280.55 + 59.96 = 340.51",
        "Domingos e feriados do mês: 4 dias + 3 dias + 1 dia = 8 dias",
        "Dias úteis do mês (sábados contam): 30 dias − 8 dias = 22 dias",
        "DSR sobre as horas extras: 340.51 ÷ 22 dias × 8 dias = 123.82",
        "Total com DSR: 340.51 + 123.82 = 464.33",
      ]
    `)
  })

  it('every step holds, chains and ends on the total, for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 10_000, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 1, max: 744 }),
        fc.array(fc.double({ min: 0, max: 744, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.constantFrom('sim', 'nao'),
        fc.constantFrom(null, '2024-12', '2025-11', '2026-02', '2026-04'),
        fc.integer({ min: 0, max: 10 }),
        (amount, bySalary, jornada, [horas50, horas100, horas], adicional, noturno, mes, local) => {
          const r = calculateOvertime({
            ...(bySalary ? { salario: amount * 100, jornada } : { valorHora: amount }),
            horas50,
            horas100,
            horas,
            adicional,
            noturno,
            mes,
            feriadosLocais: local,
          })
          if (!r.ok) return
          expect(stepsProblems(r.value.steps, moneyFig(r.value.total))).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })
})
