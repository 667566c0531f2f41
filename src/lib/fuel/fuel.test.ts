import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateFuelConsumption, calculateTrip, compareFuels } from './fuel.ts'

function unwrap<T>(r: { ok: true; value: T } | { ok: false; errors: unknown[] }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe('calculateFuelConsumption', () => {
  it('gives km/L, L/100 km, cost per km and total', () => {
    expect(
      unwrap(calculateFuelConsumption({ distancia: 450, litros: 37.5, preco: 5.899 })),
    ).toEqual({
      kmPerLiter: 12,
      litersPer100Km: 8.33,
      // 37.5 × 5.899 = 221.2125 → R$ 221,21; per km 0.491583…
      costPerKm: 0.492,
      totalCost: 221.21,
      // Pinned step by step in fuel-steps.test.ts.
      steps: expect.any(Array) as unknown[],
    })
  })

  it.each([
    [{ distancia: 0, litros: 1, preco: 1 }, 'distancia', 'not-positive'],
    [{ distancia: 1, litros: -1, preco: 1 }, 'litros', 'not-positive'],
    [{ distancia: 1, litros: 1, preco: null }, 'preco', 'required'],
  ])('rejects %j', (input, field, code) => {
    const r = calculateFuelConsumption(input)
    expect(r.ok ? null : r.errors[0]).toMatchObject({ field, code })
  })
})

describe('calculateTrip', () => {
  it('assumes ethanol gives 70% of the gasoline km/L', () => {
    // 700 km at 10 km/L: 70 L of gasoline, 100 L of ethanol (7 km/L).
    expect(unwrap(calculateTrip({ distancia: 700, consumo: 10, gasolina: 6, etanol: 4 }))).toEqual({
      ethanolKmPerLiter: 7,
      litersGasoline: 70,
      litersEthanol: 100,
      costGasoline: 420,
      costEthanol: 400,
      best: 'etanol',
      savings: 20,
      savingsPercent: 4.76,
      priceRatio: 66.67,
      steps: expect.any(Array) as unknown[],
    })
  })

  it('prefers gasoline when ethanol is over 70% of its price', () => {
    const r = unwrap(calculateTrip({ distancia: 700, consumo: 10, gasolina: 6, etanol: 4.5 }))
    expect(r).toMatchObject({ costEthanol: 450, costGasoline: 420, best: 'gasolina', savings: 30 })
    expect(r.priceRatio).toBe(75)
  })

  it('is a tie at exactly 70%', () => {
    expect(
      unwrap(calculateTrip({ distancia: 100, consumo: 10, gasolina: 5, etanol: 3.5 })),
    ).toMatchObject({ best: 'empate', savings: 0, savingsPercent: 0, priceRatio: 70 })
  })

  it('requires every field', () => {
    const r = calculateTrip({ distancia: null, consumo: 0, gasolina: -1, etanol: Number.NaN })
    expect(r.ok ? [] : r.errors.map((e) => e.code)).toEqual([
      'required',
      'not-positive',
      'not-positive',
      'invalid',
    ])
  })
})

describe('compareFuels', () => {
  it('applies the 70% rule when the ethanol consumption is unknown (ANP/INMETRO)', () => {
    const cheap = unwrap(compareFuels({ gasolina: 6, etanol: 4.19, consumoGasolina: 12 }))
    expect(cheap).toMatchObject({
      ethanolYieldAssumed: true,
      ethanolKmPerLiter: 8.4,
      priceRatio: 69.83,
      ethanolPaysOffBy70Rule: true,
      best: 'etanol',
      costPerKmGasoline: 0.5,
      costPerKmEthanol: 0.499,
      savingsPerKm: 0.001,
      savingsPercent: 0.2,
    })
    const dear = unwrap(compareFuels({ gasolina: 6, etanol: 4.5, consumoGasolina: 12 }))
    expect(dear).toMatchObject({ ethanolPaysOffBy70Rule: false, best: 'gasolina' })
    expect(dear.costPerKmEthanol).toBe(0.536)
    expect(dear.savingsPerKm).toBe(0.036)
    expect(dear.savingsPercent).toBe(6.72)
  })

  it('at exactly 70% the rule says ethanol pays off and costs per km tie', () => {
    expect(unwrap(compareFuels({ gasolina: 6, etanol: 4.2, consumoGasolina: 10 }))).toMatchObject({
      priceRatio: 70,
      ethanolPaysOffBy70Rule: true,
      best: 'empate',
      savingsPerKm: 0,
    })
  })

  it('uses the typed ethanol consumption', () => {
    const r = unwrap(
      compareFuels({ gasolina: 6, etanol: 4.5, consumoGasolina: 12, consumoEtanol: 10 }),
    )
    expect(r).toMatchObject({
      ethanolYieldAssumed: false,
      ethanolKmPerLiter: 10,
      costPerKmEthanol: 0.45,
      best: 'etanol',
      savingsPerKm: 0.05,
      savingsPercent: 10,
      ethanolPaysOffBy70Rule: false,
    })
  })

  it('ties when both costs per km round to zero', () => {
    expect(
      unwrap(compareFuels({ gasolina: 0.01, etanol: 0.01, consumoGasolina: 1000 })),
    ).toMatchObject({ best: 'empate', costPerKmGasoline: 0, savingsPercent: 0 })
  })

  it('rejects a zero ethanol consumption', () => {
    const r = compareFuels({ gasolina: 6, etanol: 4, consumoGasolina: 12, consumoEtanol: 0 })
    expect(r.ok ? null : r.errors).toEqual([{ field: 'consumoEtanol', code: 'not-positive' }])
  })
})

describe('fuel: any input gives errors or finite results', () => {
  const num = fc.oneof(fc.double(), fc.constant(null), fc.double({ min: 1e-9, max: 1e12 }))
  it('holds for every mode', () => {
    fc.assert(
      fc.property(num, num, num, num, (a, b, c, d) => {
        for (const r of [
          calculateFuelConsumption({ distancia: a, litros: b, preco: c }),
          calculateTrip({ distancia: a, consumo: b, gasolina: c, etanol: d }),
          compareFuels({ gasolina: a, etanol: b, consumoGasolina: c, consumoEtanol: d }),
        ]) {
          if (r.ok) expectAllFinite(r.value)
        }
      }),
      { numRuns: 200 },
    )
  })
})
