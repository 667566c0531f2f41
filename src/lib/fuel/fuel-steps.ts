import { D, type Money } from '../core/money.ts'
import {
  type CalcStep,
  div,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  type StepExpression,
  type StepFigure,
  sub,
} from '../core/steps.ts'
import { ETHANOL_YIELD } from './fuel-options.ts'

/**
 * "Como calculamos" of the three fuel tabs (docs/como-calculamos.md, "Combustível").
 *
 * ```text
 * consumo   Custo total = litros × preço; custo por km = litros × preço ÷ distância (3 decimals);
 *           litros a cada 100 km = litros ÷ distância × 100; consumo médio = distância ÷ litros
 *           (the card's large figure, last)
 * viagem    km/L com etanol = km/L × 70%; for each fuel, litros = distância ÷ km/L and
 *           custo = distância ÷ km/L × preço; economia = the dearer cost − the cheaper (last)
 * comparar  preço do etanol ÷ preço da gasolina (the 70% rule); custo por km = preço ÷ km/L of
 *           each fuel; economia por km = the dearer − the cheaper (last)
 * ```
 *
 * A cost is found from the unrounded litres, as the formulas do: a step that multiplied the
 * litres shown (2 decimals) could land a cent away. The card's large verdict is the last step's
 * label (Economia … com etanol), its figure the saving.
 */

export type Fuel = 'gasolina' | 'etanol'
export type BestFuel = Fuel | 'empate'

const ETHANOL_YIELD_SOURCE =
  'O etanol tem cerca de 30% menos energia por litro: o carro flex faz com ele cerca de 70% dos km/L da gasolina (ANP; INMETRO, PBE Veicular)'
const RULE_70 = 'Regra dos 70%: o etanol compensa quando custa até 70% do preço da gasolina'

/** A pump price, written with at least the cents and its third decimal when it has one. */
const price = (value: number, note: string) => numberFig(value, 'R$/L', note, 2)
/** A cost per km, written with three decimals as the card does (R$ 0,492). */
const perKm = (value: number) => numberFig(value, 'R$/km', undefined, 3)

/** The 70% the car is taken to keep on ethanol, written as the screen's note does: "70%". */
// 0,7 × 100 in binary is 70.00000000000001: the decimal library makes it 70.
const ethanolYield = () => percentFig(new D(ETHANOL_YIELD).times(100).toNumber(), undefined, 0)

/** The saving of the cheaper fuel (its name in the label, the card's verdict), or a tie's nil. */
function savingStep(
  what: string,
  best: BestFuel,
  gasoline: CalcStep,
  ethanol: CalcStep,
  result: StepFigure,
): CalcStep {
  const [dearer, cheaper] = best === 'etanol' ? [gasoline, ethanol] : [ethanol, gasoline]
  return {
    label: best === 'empate' ? `Diferença ${what}: empate` : `Economia ${what} com ${best}`,
    expression: sub(fromStep(dearer), fromStep(cheaper)),
    result,
    source: 'Economia = custo do mais caro − custo do mais barato',
  }
}

// ——— consumo ———

export type ConsumptionStepsInput = {
  distance: number
  liters: number
  price: number
  totalCost: Money
  costPerKm: number
  litersPer100Km: number
  kmPerLiter: number
}

export function consumptionSteps(r: ConsumptionStepsInput): CalcStep[] {
  const distance = numberFig(r.distance, 'km', 'distância')
  const liters = numberFig(r.liters, 'L', 'litros')
  const cost = mul(liters, price(r.price, 'preço'))
  return [
    {
      label: 'Custo total',
      expression: cost,
      result: moneyFig(r.totalCost),
      source: 'Custo total = litros × preço',
    },
    {
      label: 'Custo por km',
      expression: div(cost, distance),
      result: perKm(r.costPerKm),
      source: 'Custo por km = custo total ÷ distância',
      note: 'Com o custo antes de arredondar ao centavo, em três casas, como o preço na bomba.',
    },
    {
      label: 'Litros a cada 100 km',
      expression: mul(div(liters, distance), numberFig(100)),
      result: numberFig(r.litersPer100Km, 'L'),
      source: 'Litros ÷ distância × 100',
    },
    {
      label: 'Consumo médio',
      expression: div(distance, liters),
      result: numberFig(r.kmPerLiter, 'km/L'),
      source: 'km/L = distância ÷ litros',
    },
  ]
}

// ——— viagem ———

export type TripStepsInput = {
  distance: number
  /** km/L on gasoline. */
  kmPerLiter: number
  gasolinePrice: number
  ethanolPrice: number
  ethanolKmPerLiter: number
  litersGasoline: number
  litersEthanol: number
  costGasoline: Money
  costEthanol: Money
  best: BestFuel
  savings: Money
}

export function tripSteps(r: TripStepsInput): CalcStep[] {
  const distance = numberFig(r.distance, 'km', 'distância')
  const gasolineKmL = numberFig(r.kmPerLiter, 'km/L', 'consumo')
  const ethanolKmL = mul(gasolineKmL, ethanolYield())
  const ethanol: CalcStep = {
    label: 'Consumo com etanol',
    expression: ethanolKmL,
    result: numberFig(r.ethanolKmPerLiter, 'km/L'),
    source: ETHANOL_YIELD_SOURCE,
  }
  const gasoline: CalcStep = {
    label: 'Custo com gasolina',
    expression: mul(div(distance, gasolineKmL), price(r.gasolinePrice, 'preço da gasolina')),
    result: moneyFig(r.costGasoline),
    source: 'Custo = distância ÷ km/L × preço',
  }
  const ethanolCost: CalcStep = {
    label: 'Custo com etanol',
    expression: mul(div(distance, ethanolKmL), price(r.ethanolPrice, 'preço do etanol')),
    result: moneyFig(r.costEthanol),
    source: 'Custo = distância ÷ km/L × preço',
  }
  return [
    ethanol,
    {
      label: 'Litros de gasolina',
      expression: div(distance, gasolineKmL),
      result: numberFig(r.litersGasoline, 'L'),
      source: 'Litros = distância ÷ km/L',
    },
    gasoline,
    {
      label: 'Litros de etanol',
      expression: div(distance, ethanolKmL),
      result: numberFig(r.litersEthanol, 'L'),
      source: 'Litros = distância ÷ km/L',
      note: 'Com os km/L do etanol antes de arredondar.',
    },
    ethanolCost,
    savingStep('na viagem', r.best, gasoline, ethanolCost, moneyFig(r.savings)),
  ]
}

// ——— comparar ———

export type ComparisonStepsInput = {
  gasolinePrice: number
  ethanolPrice: number
  gasolineKmPerLiter: number
  /** True when no ethanol km/L was typed and 70% of gasoline's was assumed. */
  ethanolYieldAssumed: boolean
  /** The ethanol km/L used: as typed, or the assumed one to 2 decimals. */
  ethanolKmPerLiter: number
  priceRatio: number
  ethanolPaysOffBy70Rule: boolean
  costPerKmGasoline: number
  costPerKmEthanol: number
  best: BestFuel
  savingsPerKm: number
}

export function comparisonSteps(r: ComparisonStepsInput): CalcStep[] {
  const gasolinePrice = price(r.gasolinePrice, 'gasolina')
  const ethanolPrice = price(r.ethanolPrice, 'etanol')
  const gasolineKmL = numberFig(r.gasolineKmPerLiter, 'km/L', 'consumo com gasolina')
  const assumed: CalcStep | null = r.ethanolYieldAssumed
    ? {
        label: 'Consumo com etanol',
        expression: mul(gasolineKmL, ethanolYield()),
        result: numberFig(r.ethanolKmPerLiter, 'km/L'),
        source: ETHANOL_YIELD_SOURCE,
        note: 'Sem o consumo com etanol informado.',
      }
    : null
  const ethanolKmL: StepExpression =
    assumed?.expression ?? numberFig(r.ethanolKmPerLiter, 'km/L', 'consumo com etanol')
  const gasoline: CalcStep = {
    label: 'Custo por km com gasolina',
    expression: div(gasolinePrice, gasolineKmL),
    result: perKm(r.costPerKmGasoline),
    source: 'Custo por km = preço ÷ km/L',
  }
  const ethanol: CalcStep = {
    label: 'Custo por km com etanol',
    expression: div(ethanolPrice, ethanolKmL),
    result: perKm(r.costPerKmEthanol),
    source: 'Custo por km = preço ÷ km/L',
  }
  return [
    {
      label: 'Preço do etanol ÷ gasolina',
      expression: div(ethanolPrice, gasolinePrice),
      result: percentFig(r.priceRatio),
      source: RULE_70,
      note: r.ethanolPaysOffBy70Rule
        ? 'Até 70%: pela regra, o etanol compensa.'
        : 'Acima de 70%: pela regra, a gasolina compensa.',
    },
    ...(assumed ? [assumed] : []),
    gasoline,
    ethanol,
    savingStep('por km', r.best, gasoline, ethanol, perKm(r.savingsPerKm)),
  ]
}
