import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { BmiCategoryKey } from '@/lib/bmi/bmi.ts'
import { formatNumber } from '@/utils/format.ts'
import { cn } from '@/utils/cn.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const bmi = lazyModule(() => import('@/lib/bmi/bmi.ts'))

const fields = {
  altura: {
    kind: 'decimal',
    decimals: 1,
    messages: {
      required: 'Informe a altura em centímetros.',
      'too-small': 'Informe a altura em centímetros (mínimo 50 cm), por exemplo 170.',
      'too-large': 'A altura máxima é 300 cm.',
    },
  },
  peso: {
    kind: 'decimal',
    decimals: 1,
    messages: {
      required: 'Informe o peso em quilos.',
      'too-small': 'O peso mínimo é 1 kg.',
      'too-large': 'O peso máximo é 700 kg.',
    },
  },
} as const

// Colour backs the class name, never replaces it (WCAG 1.4.1).
const categoryClasses: Record<BmiCategoryKey, string> = {
  abaixo: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  normal: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  sobrepeso: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  'obesidade-1': 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  'obesidade-2': 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  'obesidade-3': 'bg-red-200 text-red-950 dark:bg-red-900 dark:text-red-50',
}

export default function BmiCalculator() {
  const form = useCalculatorForm({
    id: 'bmi',
    fields,
    lib: bmi,
    compute: (v, lib) => lib.calculateBmi(v),
    history: (r, v) => ({
      inputs: `${formatNumber(v.altura ?? 0, 1)} cm, ${formatNumber(v.peso ?? 0, 1)} kg`,
      result: `IMC ${formatNumber(r.bmi, 2, 2)} (${r.category})`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular IMC"
      result={(r) => (
        <ResultCard
          main={{ label: 'Seu IMC', value: formatNumber(r.bmi, 2, 2) }}
          shareValue={`IMC ${formatNumber(r.bmi, 2, 2)} (${r.category})`}
          badge={
            <span
              className={cn(
                'inline-flex rounded-full px-3 py-1 text-sm font-semibold',
                categoryClasses[r.categoryKey],
              )}
            >
              {r.category}
            </span>
          }
          items={[
            {
              label: 'Peso saudável para a sua altura',
              value: `${formatNumber(r.healthyWeightMin, 1)} kg a ${formatNumber(r.healthyWeightMax, 1)} kg`,
              hint: 'IMC entre 18,5 e 24,9',
            },
          ]}
          rule="IMC = peso ÷ altura², com a altura em metros. Classificação da Organização Mundial da Saúde (OMS)."
        >
          <Note>
            O IMC é uma referência para adultos e não avalia a composição corporal. Consulte um
            profissional de saúde.
          </Note>
        </ResultCard>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('altura')}
          label="Altura (cm)"
          placeholder="Ex.: 170"
          unit="cm"
        />
        <NumberField
          field={form.field('peso')}
          label="Peso (kg)"
          placeholder="Ex.: 70,5"
          unit="kg"
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
