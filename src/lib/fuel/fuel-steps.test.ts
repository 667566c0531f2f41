import fc from 'fast-check'

import { value } from '@/test/outcome-value.ts'

import { moneyFig, numberFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateFuelConsumption, calculateTrip, compareFuels } from './fuel.ts'

// docs/como-calculamos.md, "Combustível"; the 70% rule (ethanol ≈ 70% of gasoline's km/L, ANP,
// INMETRO's PBE Veicular) as the formula module states it.
const everyStepNamesItsRule = (steps: readonly { label: string; source?: string }[]) => {
  for (const step of steps) expect(step.source, step.label).toBeTruthy()
}

describe('fuel: Como calculamos', () => {
  it('Consumo, the catalogue example (450 km, 37,5 L at R$ 5,899): ends on the 12 km/L shown', () => {
    const v = value(calculateFuelConsumption({ distancia: 450, litros: 37.5, preco: 5.899 }))
    expect(stepsOutline(v.steps)).toEqual([
      'Custo total: 37.5 L × 5.899 R$/L = 221.21',
      // From the exact 221,2125, not the cent: 0,49158… → 0,492.
      'Custo por km: 37.5 L × 5.899 R$/L ÷ 450 km = 0.492 R$/km',
      'Litros a cada 100 km: 37.5 L ÷ 450 km × 100 = 8.33 L',
      'Consumo médio: 450 km ÷ 37.5 L = 12 km/L',
    ])
    expect(stepsProblems(v.steps, numberFig(v.kmPerLiter, 'km/L'))).toEqual([])
    everyStepNamesItsRule(v.steps)
  })

  it('Viagem (700 km at 10 km/L, gasoline R$ 6, ethanol R$ 4): ethanol at 70% saves R$ 20', () => {
    const v = value(calculateTrip({ distancia: 700, consumo: 10, gasolina: 6, etanol: 4 }))
    expect(stepsOutline(v.steps)).toEqual([
      'Consumo com etanol: 10 km/L × 70% = 7 km/L',
      'Litros de gasolina: 700 km ÷ 10 km/L = 70 L',
      'Custo com gasolina: 700 km ÷ 10 km/L × 6 R$/L = 420.00',
      'Litros de etanol: 700 km ÷ (10 km/L × 70%) = 100 L',
      'Custo com etanol: 700 km ÷ (10 km/L × 70%) × 4 R$/L = 400.00',
      'Economia na viagem com etanol: 420.00 − 400.00 = 20.00',
    ])
    expect(stepsProblems(v.steps, moneyFig(v.savings))).toEqual([])
    everyStepNamesItsRule(v.steps)
  })

  it('Viagem: gasoline cheaper names gasoline; a tie ends on a nil difference', () => {
    const dear = value(calculateTrip({ distancia: 700, consumo: 10, gasolina: 6, etanol: 4.5 }))
    expect(stepsOutline(dear.steps).at(-1)).toBe(
      'Economia na viagem com gasolina: 450.00 − 420.00 = 30.00',
    )
    const tie = value(calculateTrip({ distancia: 100, consumo: 10, gasolina: 5, etanol: 3.5 }))
    expect(stepsOutline(tie.steps).at(-1)).toBe('Diferença na viagem: empate: 50.00 − 50.00 = 0.00')
    expect(stepsProblems(tie.steps, moneyFig(tie.savings))).toEqual([])
  })

  it('Comparar with the 70% assumed (gasoline R$ 6, ethanol R$ 4,19, 12 km/L): the rule, then the cost per km', () => {
    const v = value(compareFuels({ gasolina: 6, etanol: 4.19, consumoGasolina: 12 }))
    expect(stepsOutline(v.steps)).toEqual([
      'Preço do etanol ÷ gasolina: 4.19 R$/L ÷ 6 R$/L = 69.83%',
      'Consumo com etanol: 12 km/L × 70% = 8.4 km/L',
      'Custo por km com gasolina: 6 R$/L ÷ 12 km/L = 0.5 R$/km',
      'Custo por km com etanol: 4.19 R$/L ÷ (12 km/L × 70%) = 0.499 R$/km',
      'Economia por km com etanol: 0.5 R$/km − 0.499 R$/km = 0.001 R$/km',
    ])
    expect(v.steps[0]?.note).toBe('Até 70%: pela regra, o etanol compensa.')
    expect(stepsProblems(v.steps, numberFig(v.savingsPerKm, 'R$/km'))).toEqual([])
    everyStepNamesItsRule(v.steps)
  })

  it('Comparar with the ethanol km/L typed: used as typed, no assumption step', () => {
    const v = value(
      compareFuels({ gasolina: 6, etanol: 4.5, consumoGasolina: 12, consumoEtanol: 8.125 }),
    )
    expect(stepsOutline(v.steps)).toEqual([
      'Preço do etanol ÷ gasolina: 4.5 R$/L ÷ 6 R$/L = 75%',
      'Custo por km com gasolina: 6 R$/L ÷ 12 km/L = 0.5 R$/km',
      // 4,5 ÷ 8,125 = 0,5538…; the card's hint rounds the km/L to 8,13, the cost uses 8,125.
      'Custo por km com etanol: 4.5 R$/L ÷ 8.125 km/L = 0.554 R$/km',
      'Economia por km com gasolina: 0.554 R$/km − 0.5 R$/km = 0.054 R$/km',
    ])
    expect(v.steps[0]?.note).toBe('Acima de 70%: pela regra, a gasolina compensa.')
    expect(stepsProblems(v.steps, numberFig(v.savingsPerKm, 'R$/km'))).toEqual([])
  })

  // Figures in hundredths (prices in thousandths, as at the pump), from the floor of 0,01 up.
  const hundredths = (max: number) => fc.integer({ min: 1, max }).map((n) => n / 100)
  const pumpPrice = fc.integer({ min: 10, max: 20_000 }).map((n) => n / 1000)

  it('property: every tab’s steps recompute, chain, name their rule and end on the figure shown', () => {
    fc.assert(
      fc.property(
        hundredths(1_000_000),
        hundredths(100_000),
        pumpPrice,
        pumpPrice,
        fc.option(hundredths(10_000), { nil: undefined }),
        (distancia, amount, gasolina, etanol, consumoEtanol) => {
          const used = value(
            calculateFuelConsumption({ distancia, litros: amount, preco: gasolina }),
          )
          expect(stepsProblems(used.steps, numberFig(used.kmPerLiter, 'km/L'))).toEqual([])
          everyStepNamesItsRule(used.steps)

          const trip = value(calculateTrip({ distancia, consumo: amount, gasolina, etanol }))
          expect(stepsProblems(trip.steps, moneyFig(trip.savings))).toEqual([])
          everyStepNamesItsRule(trip.steps)

          const compared = value(
            compareFuels({ gasolina, etanol, consumoGasolina: amount, consumoEtanol }),
          )
          expect(stepsProblems(compared.steps, numberFig(compared.savingsPerKm, 'R$/km'))).toEqual(
            [],
          )
          everyStepNamesItsRule(compared.steps)
        },
      ),
    )
  })
})
