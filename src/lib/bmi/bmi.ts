/**
 * Índice de Massa Corporal (IMC) for adults.
 *
 * Formula: IMC = peso (kg) / altura (m)², with altura typed in centimetres (altura / 100), shown
 * with 2 decimals (half-up, in decimal).
 *
 * Classes (WHO, "Body mass index – BMI", adults 20+; docs/product.md §9): below 18,5 Abaixo do peso; 18,5 to
 * below 25 Peso normal; 25 to below 30 Sobrepeso; 30 to below 35 Obesidade Grau I; 35 to below
 * 40 Grau II; 40 or more Grau III. Each lower bound is inclusive, so 18,5 is Peso normal.
 * The class is read from the rounded IMC a person sees, so a screen that shows "25,00" never says
 * "Peso normal" beside it (24,996 shows as 25,00 and is Sobrepeso).
 *
 * Healthy weight for the height: the weights giving IMC 18,5 to 24,9 (docs/decisions.md §7), with 1
 * decimal; the lower end rounded up and the upper end down, so both ends stay inside the range.
 *
 * Validation: altura 50–300 cm (anything outside is a typing slip, e.g. metres typed as "1,75"),
 * peso 1–700 kg. The note that the IMC applies to adults only is UI text.
 *
 * Source: World Health Organization, A healthy lifestyle – WHO recommendations (BMI classes).
 */
import { type NumberInput, Checker } from '../core/check.ts'
import { D, roundTo } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'

export type BmiInput = { altura: NumberInput; peso: NumberInput }
export type BmiField = 'altura' | 'peso'

/** Key of a class, for the UI's colour. */
export type BmiCategoryKey =
  'abaixo' | 'normal' | 'sobrepeso' | 'obesidade-1' | 'obesidade-2' | 'obesidade-3'

export type BmiClass = { key: BmiCategoryKey; label: string; min: number }

/** WHO classes, each from `min` (inclusive) up to the next one's `min` (exclusive). */
export const BMI_CLASSES: readonly BmiClass[] = [
  { key: 'abaixo', label: 'Abaixo do peso', min: 0 },
  { key: 'normal', label: 'Peso normal', min: 18.5 },
  { key: 'sobrepeso', label: 'Sobrepeso', min: 25 },
  { key: 'obesidade-1', label: 'Obesidade Grau I', min: 30 },
  { key: 'obesidade-2', label: 'Obesidade Grau II', min: 35 },
  { key: 'obesidade-3', label: 'Obesidade Grau III', min: 40 },
]

export const BMI_LIMITS = {
  altura: { min: 50, max: 300 },
  peso: { min: 1, max: 700 },
  healthy: { min: 18.5, max: 24.9 },
} as const

export type BmiResult = {
  /** IMC, 2 decimals. */
  bmi: number
  /** pt-BR class name, e.g. "Peso normal". */
  category: string
  categoryKey: BmiCategoryKey
  /** Healthy weight range for this height, kg with 1 decimal. */
  healthyWeightMin: number
  healthyWeightMax: number
}

/** The class of a (rounded) IMC. */
export function bmiClass(bmi: number): BmiClass {
  let found = BMI_CLASSES[0] as BmiClass
  for (const cls of BMI_CLASSES) if (bmi >= cls.min) found = cls
  return found
}

export function calculateBmi(input: BmiInput): Outcome<BmiResult, BmiField> {
  const c = new Checker<BmiField>()
  const altura = c.number('altura', input.altura, BMI_LIMITS.altura)
  const peso = c.number('peso', input.peso, BMI_LIMITS.peso)
  if (!c.ok) return c.fail()

  const metres = new D(altura).div(100)
  const squared = metres.times(metres)
  const bmi = roundTo(new D(peso).div(squared), 2)
  const cls = bmiClass(bmi)
  return ok({
    bmi,
    category: cls.label,
    categoryKey: cls.key,
    healthyWeightMin: Number(
      squared.times(BMI_LIMITS.healthy.min).toDecimalPlaces(1, D.ROUND_CEIL).toString(),
    ),
    healthyWeightMax: Number(
      squared.times(BMI_LIMITS.healthy.max).toDecimalPlaces(1, D.ROUND_FLOOR).toString(),
    ),
  })
}
