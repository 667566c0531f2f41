import { describe, expect, it } from 'vitest'

import { money } from './money.ts'
import {
  add,
  type CalcStep,
  dateFig,
  div,
  fromStep,
  max,
  min,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  pow,
  sub,
} from './steps.ts'
import { decimalPlaces, evaluateExpression, stepHolds, stepsProblems } from './step-check.ts'
import { stepsOutline } from './step-outline.ts'

describe('evaluateExpression', () => {
  it('reads a percentage as its fraction and money as reais', () => {
    expect(evaluateExpression(mul(moneyFig(money(1621)), percentFig(7.5)))?.toString()).toBe(
      '121.575',
    )
  })

  it('applies one operator left to right', () => {
    expect(
      evaluateExpression(
        sub(moneyFig(money(10)), moneyFig(money(3)), moneyFig(money(2))),
      )?.toNumber(),
    ).toBe(5)
    expect(evaluateExpression(div(numberFig(12), numberFig(4), numberFig(3)))?.toNumber()).toBe(1)
  })

  it('takes min, max and powers', () => {
    expect(evaluateExpression(min(numberFig(3), numberFig(2)))?.toNumber()).toBe(2)
    expect(evaluateExpression(max(numberFig(3), numberFig(2)))?.toNumber()).toBe(3)
    expect(
      evaluateExpression(pow(add(numberFig(1), percentFig(1)), numberFig(12)))?.toFixed(6),
    ).toBe('1.126825')
  })

  it('has no value for a date, a division by zero or an empty operation', () => {
    expect(evaluateExpression(dateFig('2026-11-02' as never))).toBeNull()
    expect(evaluateExpression(div(numberFig(1), numberFig(0)))).toBeNull()
    expect(evaluateExpression({ kind: 'op', op: '+', terms: [] })).toBeNull()
    expect(evaluateExpression(pow(numberFig(-8), numberFig(1 / 3)))).toBeNull()
  })
})

describe('stepHolds', () => {
  // The amendment's own example: the first INSS slice of 2026 (Portaria MPS/MF 13/2026).
  const slice: CalcStep = {
    label: 'INSS, faixa 1',
    expression: mul(moneyFig(money(1621)), percentFig(7.5)),
    result: moneyFig(money(121.58)),
    source: 'EC 103/2019, art. 28',
  }

  it('holds when the figures give the shown result, half-up to the cent', () => {
    expect(stepHolds(slice)).toBe(true)
  })

  it('fails a result one cent off', () => {
    expect(stepHolds({ ...slice, result: moneyFig(money(121.57)) })).toBe(false)
  })

  it('compares percentages and counts at the places they are shown', () => {
    const rate: CalcStep = {
      label: 'Taxa mensal',
      expression: sub(
        pow(add(numberFig(1), percentFig(12)), div(numberFig(1), numberFig(12))),
        numberFig(1),
      ),
      result: percentFig(0.9489),
    }
    expect(stepHolds(rate)).toBe(true)
    expect(stepHolds({ ...rate, result: percentFig(0.9488) })).toBe(false)
    expect(
      stepHolds({
        label: 'Meses',
        expression: div(numberFig(24), numberFig(2)),
        result: numberFig(12),
      }),
    ).toBe(true)
  })

  it('rounds up when the step says so (a deposit that must reach a goal)', () => {
    const deposit: CalcStep = {
      label: 'Aporte',
      expression: div(moneyFig(money(100)), numberFig(3)),
      result: moneyFig(money(33.34)),
    }
    expect(stepHolds(deposit)).toBe(false)
    expect(stepHolds({ ...deposit, rounding: 'up' })).toBe(true)
  })

  it('reads the places of a figure in exponent notation', () => {
    expect(decimalPlaces(8.333e-7)).toBe(10)
    expect(decimalPlaces(1e21)).toBe(0)
    expect(decimalPlaces(0.25)).toBe(2)
    expect(
      stepHolds({
        label: 'Taxa',
        expression: div(percentFig(0.00001), numberFig(12)),
        result: percentFig(8.333e-7),
      }),
    ).toBe(true)
  })

  it('holds trivially without an expression and never for a date result', () => {
    expect(stepHolds({ label: 'Alíquota', result: percentFig(27.5) })).toBe(true)
    expect(
      stepHolds({
        label: 'Prazo',
        expression: numberFig(1),
        result: dateFig('2026-12-01' as never),
      }),
    ).toBe(false)
  })
})

describe('stepsProblems and fromStep', () => {
  const slice: CalcStep = {
    label: 'INSS, faixa 1',
    expression: mul(moneyFig(money(1621)), percentFig(7.5)),
    result: numberFig(121.575),
    source: 'EC 103/2019, art. 28',
  }
  const total: CalcStep = {
    label: 'INSS',
    expression: add(fromStep(slice)),
    result: moneyFig(money(121.58)),
  }

  it('names a figure by the step it comes from, in lower case unless an acronym', () => {
    expect(fromStep(slice)).toEqual({
      kind: 'number',
      value: 121.575,
      note: 'INSS, faixa 1',
      from: 'INSS, faixa 1',
    })
    expect(fromStep({ label: 'Férias vencidas', result: moneyFig(money(1)) }).note).toBe(
      'férias vencidas',
    )
  })

  it('finds nothing wrong with steps that hold, chain and end on the shown figure', () => {
    expect(stepsProblems([slice, total], moneyFig(money(121.58)))).toEqual([])
    expect(stepsOutline([slice, total])).toEqual([
      'INSS, faixa 1: 1621.00 × 7.5% = 121.575',
      'INSS: 121.575 = 121.58',
    ])
  })

  it('reports a broken link, a repeated label, an unknown step and a wrong last figure', () => {
    const tampered: CalcStep = {
      ...total,
      expression: add({ ...numberFig(121.5), from: slice.label }),
      result: moneyFig(money(121.5)),
    }
    expect(stepsProblems([slice, tampered], moneyFig(money(121.58)))).toEqual([
      'INSS: "INSS, faixa 1" is 121.575, not 121.5',
      'last step INSS is 121.5, not 121.58',
    ])
    expect(stepsProblems([total], moneyFig(money(121.58)))).toEqual([
      'INSS: no earlier step "INSS, faixa 1"',
    ])
    expect(stepsProblems([slice, slice], slice.result)).toEqual(['INSS, faixa 1: label used twice'])
    expect(stepsProblems([], moneyFig(money(0)))).toEqual(['no steps'])
  })
})
