/**
 * Fuel calculator, three modes (URL `modo`, docs/decisions.md §4).
 *
 * - `consumo` ({@link calculateFuelConsumption}): km/L = distância / litros; custo total =
 *   litros × preço; custo por km = custo total / distância; also L/100 km.
 * - `viagem` ({@link calculateTrip}): the car has one km/L figure, on gasoline. Ethanol is taken
 *   to give 70% of it ({@link ETHANOL_YIELD}): ethanol holds about 30% less energy per litre, the
 *   rule of thumb behind the "regra dos 70%" (ANP; INMETRO's PBE Veicular tables show flex cars
 *   at about 0,7 of their gasoline km/L on ethanol). Litres = distância / km/L, cost = litres ×
 *   price, for each fuel.
 * - `comparar` ({@link compareFuels}): custo por km = preço / km/L of each fuel; consumoEtanol
 *   defaults to 70% of consumoGasolina. With that default the answer is exactly the 70% rule:
 *   ethanol pays off when its price is at most 70% of gasoline's.
 *
 * Validation: every figure is greater than zero and at least 0,01 (km, L, km/L, R$).
 *
 * Rounding: litres and km/L 2 decimals; money half-up to the cent (`money()`); cost per km to
 * 3 decimals, like pump prices (R$ 5,899), because at cents R$ 0,52 and R$ 0,54 per km would hide
 * the difference a person is comparing. Savings are differences of the shown figures, so the
 * screen adds up; the best fuel is read from the shown figures too, and equal figures are a tie
 * (`empate`).
 */
import { type NumberInput, Checker } from '../core/check.ts'
import {
  D,
  type Dec,
  type Money,
  money,
  type Numeric,
  roundTo,
  subtractMoney,
} from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import { ETHANOL_YIELD } from './fuel-options.ts'
import { type BestFuel, comparisonSteps, consumptionSteps, tripSteps } from './fuel-steps.ts'
import { ETHANOL_RULE } from '../law/tables/consumer-rules.ts'
/** Ethanol pays off when its price is at most this percentage of gasoline's. */
export const ETHANOL_PRICE_RULE_PERCENT = ETHANOL_RULE.pricePercent

// A floor keeps every ratio finite (5e-324 L would make km/L Infinity); no real figure is smaller.
const POSITIVE = { positive: true, min: 0.01 } as const

function costPerKm(value: Dec): number {
  return roundTo(value, 3)
}

function percentOf(part: Numeric, whole: Numeric): number {
  const w = new D(whole)
  return w.isZero() ? 0 : roundTo(new D(part).div(w).times(100), 2)
}

// ——— consumo ———

export type FuelConsumptionInput = {
  distancia: NumberInput
  litros: NumberInput
  preco: NumberInput
}
export type FuelConsumptionField = keyof FuelConsumptionInput
export type FuelConsumptionResult = {
  kmPerLiter: number
  litersPer100Km: number
  costPerKm: number
  totalCost: Money
  /** "Como calculamos", ending on the km/L the card shows in large. */
  steps: readonly CalcStep[]
}

export function calculateFuelConsumption(
  input: FuelConsumptionInput,
): Outcome<FuelConsumptionResult, FuelConsumptionField> {
  const c = new Checker<FuelConsumptionField>()
  const distancia = c.number('distancia', input.distancia, POSITIVE)
  const litros = c.number('litros', input.litros, POSITIVE)
  const preco = c.number('preco', input.preco, POSITIVE)
  if (!c.ok) return c.fail()
  const total = new D(litros).times(preco)
  const figures = {
    kmPerLiter: roundTo(new D(distancia).div(litros), 2),
    litersPer100Km: roundTo(new D(litros).div(distancia).times(100), 2),
    costPerKm: costPerKm(total.div(distancia)),
    totalCost: money(total),
  }
  return ok({
    ...figures,
    steps: consumptionSteps({ ...figures, distance: distancia, liters: litros, price: preco }),
  })
}

// ——— viagem ———

export type TripInput = {
  distancia: NumberInput
  /** km/L of the car on gasoline. */
  consumo: NumberInput
  gasolina: NumberInput
  etanol: NumberInput
}
export type TripField = keyof TripInput
export type TripResult = {
  /** The assumed ethanol km/L (70% of `consumo`), 2 decimals. */
  ethanolKmPerLiter: number
  litersGasoline: number
  litersEthanol: number
  costGasoline: Money
  costEthanol: Money
  best: BestFuel
  /** Cost of the dearer option minus the cheaper one. */
  savings: Money
  /** Savings as a percentage of the dearer option's cost. */
  savingsPercent: number
  /** Ethanol price / gasoline price, %. */
  priceRatio: number
  /** "Como calculamos", ending on the saving of the cheaper fuel (nil on a tie). */
  steps: readonly CalcStep[]
}

function cheaper<T extends number>(gasolina: T, etanol: T): BestFuel {
  if (gasolina === etanol) return 'empate'
  return etanol < gasolina ? 'etanol' : 'gasolina'
}

export function calculateTrip(input: TripInput): Outcome<TripResult, TripField> {
  const c = new Checker<TripField>()
  const distancia = c.number('distancia', input.distancia, POSITIVE)
  const consumo = c.number('consumo', input.consumo, POSITIVE)
  const gasolina = c.number('gasolina', input.gasolina, POSITIVE)
  const etanol = c.number('etanol', input.etanol, POSITIVE)
  if (!c.ok) return c.fail()

  const ethanolKmL = new D(consumo).times(ETHANOL_YIELD)
  const litersG = new D(distancia).div(consumo)
  const litersE = new D(distancia).div(ethanolKmL)
  const costGasoline = money(litersG.times(gasolina))
  const costEthanol = money(litersE.times(etanol))
  const best = cheaper(costGasoline, costEthanol)
  const dearer = best === 'etanol' ? costGasoline : costEthanol
  const savings =
    best === 'etanol'
      ? subtractMoney(costGasoline, costEthanol)
      : subtractMoney(costEthanol, costGasoline)
  const figures = {
    ethanolKmPerLiter: roundTo(ethanolKmL, 2),
    litersGasoline: roundTo(litersG, 2),
    litersEthanol: roundTo(litersE, 2),
    costGasoline,
    costEthanol,
    best,
    savings,
  }
  return ok({
    ...figures,
    savingsPercent: percentOf(savings, dearer),
    priceRatio: percentOf(etanol, gasolina),
    steps: tripSteps({
      ...figures,
      distance: distancia,
      kmPerLiter: consumo,
      gasolinePrice: gasolina,
      ethanolPrice: etanol,
    }),
  })
}

// ——— comparar ———

export type FuelComparisonInput = {
  gasolina: NumberInput
  etanol: NumberInput
  /** km/L on gasoline. */
  consumoGasolina: NumberInput
  /** km/L on ethanol; empty → 70% of consumoGasolina. */
  consumoEtanol?: NumberInput
}
export type FuelComparisonField = keyof FuelComparisonInput
export type FuelComparisonResult = {
  costPerKmGasoline: number
  costPerKmEthanol: number
  /** The ethanol km/L used, 2 decimals. */
  ethanolKmPerLiter: number
  /** True when consumoEtanol was empty and 70% of gasoline's was assumed. */
  ethanolYieldAssumed: boolean
  /** Ethanol price / gasoline price, %, 2 decimals. */
  priceRatio: number
  /** The price-only rule of thumb: ethanol price ≤ 70% of gasoline's. */
  ethanolPaysOffBy70Rule: boolean
  best: BestFuel
  /** Cost per km of the dearer fuel minus the cheaper one (3 decimals). */
  savingsPerKm: number
  /** Savings as a percentage of the dearer fuel's cost per km. */
  savingsPercent: number
  /** "Como calculamos": the 70% rule, each cost per km, ending on the saving per km. */
  steps: readonly CalcStep[]
}

export function compareFuels(
  input: FuelComparisonInput,
): Outcome<FuelComparisonResult, FuelComparisonField> {
  const c = new Checker<FuelComparisonField>()
  const gasolina = c.number('gasolina', input.gasolina, POSITIVE)
  const etanol = c.number('etanol', input.etanol, POSITIVE)
  const consumoGasolina = c.number('consumoGasolina', input.consumoGasolina, POSITIVE)
  const assumed = input.consumoEtanol === null || input.consumoEtanol === undefined
  const consumoEtanol = assumed
    ? new D(consumoGasolina).times(ETHANOL_YIELD)
    : new D(c.number('consumoEtanol', input.consumoEtanol, POSITIVE))
  if (!c.ok) return c.fail()

  const perKmG = costPerKm(new D(gasolina).div(consumoGasolina))
  const perKmE = costPerKm(new D(etanol).div(consumoEtanol))
  const best = cheaper(perKmG, perKmE)
  const savingsPerKm = roundTo(new D(perKmG).minus(perKmE).abs(), 3)
  const figures = {
    costPerKmGasoline: perKmG,
    costPerKmEthanol: perKmE,
    ethanolKmPerLiter: roundTo(consumoEtanol, 2),
    ethanolYieldAssumed: assumed,
    priceRatio: percentOf(etanol, gasolina),
    ethanolPaysOffBy70Rule: new D(etanol).lte(
      new D(gasolina).times(ETHANOL_PRICE_RULE_PERCENT).div(100),
    ),
    best,
    savingsPerKm,
  }
  return ok({
    ...figures,
    savingsPercent: percentOf(savingsPerKm, Math.max(perKmG, perKmE)),
    steps: comparisonSteps({
      ...figures,
      // A typed km/L is used as typed, not rounded as the card's hint writes it.
      ethanolKmPerLiter: assumed ? figures.ethanolKmPerLiter : consumoEtanol.toNumber(),
      gasolinePrice: gasolina,
      ethanolPrice: etanol,
      gasolineKmPerLiter: consumoGasolina,
    }),
  })
}
