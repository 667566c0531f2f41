import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { BMI_CLASSES, bmiClass, calculateBmi } from './bmi.ts'

function value(altura: number, peso: number) {
  const r = calculateBmi({ altura, peso })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe('calculateBmi', () => {
  it('computes peso / altura² with 2 decimals', () => {
    // 70 / 1.75² = 22.857…
    expect(value(175, 70)).toMatchObject({
      bmi: 22.86,
      category: 'Peso normal',
      categoryKey: 'normal',
    })
    expect(value(180, 100).bmi).toBe(30.86)
  })

  it('gives the healthy weight range for the height (IMC 18,5–24,9)', () => {
    // 1.75² = 3.0625: 56.65625 … 76.25625
    expect(value(175, 70)).toMatchObject({ healthyWeightMin: 56.7, healthyWeightMax: 76.2 })
    // 1.60² = 2.56: 47.36 … 63.744
    expect(value(160, 50)).toMatchObject({ healthyWeightMin: 47.4, healthyWeightMax: 63.7 })
  })

  // WHO classes: each lower bound inclusive; at the bound and one hundredth below/above.
  it.each([
    [18.49, 'Abaixo do peso', 'abaixo'],
    [18.5, 'Peso normal', 'normal'],
    [18.51, 'Peso normal', 'normal'],
    [24.99, 'Peso normal', 'normal'],
    [25, 'Sobrepeso', 'sobrepeso'],
    [25.01, 'Sobrepeso', 'sobrepeso'],
    [29.99, 'Sobrepeso', 'sobrepeso'],
    [30, 'Obesidade Grau I', 'obesidade-1'],
    [30.01, 'Obesidade Grau I', 'obesidade-1'],
    [34.99, 'Obesidade Grau I', 'obesidade-1'],
    [35, 'Obesidade Grau II', 'obesidade-2'],
    [35.01, 'Obesidade Grau II', 'obesidade-2'],
    [39.99, 'Obesidade Grau II', 'obesidade-2'],
    [40, 'Obesidade Grau III', 'obesidade-3'],
    [40.01, 'Obesidade Grau III', 'obesidade-3'],
  ])('IMC %s is %s', (bmi, label, key) => {
    expect(bmiClass(bmi)).toMatchObject({ label, key })
    // altura 100 cm makes the IMC equal to the weight.
    expect(value(100, bmi)).toMatchObject({ bmi, category: label, categoryKey: key })
  })

  it('classifies the rounded IMC a person sees', () => {
    // 24.996 shows as 25,00 → Sobrepeso, never "25,00 Peso normal".
    expect(value(100, 24.996)).toMatchObject({ bmi: 25, category: 'Sobrepeso' })
    expect(value(100, 18.495)).toMatchObject({ bmi: 18.5, category: 'Peso normal' })
  })

  it('lists six classes in order', () => {
    expect(BMI_CLASSES.map((c) => c.min)).toEqual([0, 18.5, 25, 30, 35, 40])
  })

  it.each([
    [{ altura: null, peso: 70 }, 'altura', 'required'],
    [{ altura: 175, peso: undefined }, 'peso', 'required'],
    [{ altura: 0, peso: 70 }, 'altura', 'too-small'],
    [{ altura: -175, peso: 70 }, 'altura', 'too-small'],
    [{ altura: 1.75, peso: 70 }, 'altura', 'too-small'],
    [{ altura: 301, peso: 70 }, 'altura', 'too-large'],
    [{ altura: 175, peso: 0 }, 'peso', 'too-small'],
    [{ altura: 175, peso: 700.1 }, 'peso', 'too-large'],
    [{ altura: Number.NaN, peso: 70 }, 'altura', 'invalid'],
    [{ altura: 175, peso: Number('1e309') }, 'peso', 'too-large'],
  ])('rejects %j', (input, field, code) => {
    const r = calculateBmi(input)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors[0]).toMatchObject({ field, code })
  })

  it('accepts the documented limits', () => {
    expect(calculateBmi({ altura: 50, peso: 1 }).ok).toBe(true)
    expect(calculateBmi({ altura: 300, peso: 700 }).ok).toBe(true)
  })

  it('reports both fields at once', () => {
    const r = calculateBmi({ altura: null, peso: null })
    expect(r.ok ? [] : r.errors.map((e) => e.field)).toEqual(['altura', 'peso'])
  })

  it('returns errors or finite results for any numbers', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (altura, peso) => {
        const r = calculateBmi({ altura, peso })
        if (r.ok) {
          expectAllFinite(r.value)
          expect(r.value.healthyWeightMin).toBeLessThanOrEqual(r.value.healthyWeightMax)
        }
      }),
      { numRuns: 200 },
    )
  })
})
