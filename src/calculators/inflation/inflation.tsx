import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { MAX_YEARS } from '@/lib/inflation/inflation-options.ts'
import { formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const inflation = lazyModule(() => import('@/lib/inflation/inflation.ts'))

const fields = {
  valor: {
    kind: 'money',
    messages: {
      required: 'Informe o valor em reais.',
      'not-positive': 'O valor deve ser maior que zero.',
    },
  },
  inflacao: {
    kind: 'percent',
    // Deflation is a real (if rare) scenario; the library accepts down to −99% a year.
    allowNegative: true,
    messages: {
      required: 'Informe a inflação anual esperada, por exemplo 4,5.',
      'too-small': 'A inflação mínima é −99% ao ano.',
      'too-large': 'A inflação máxima aceita é 1.000% ao ano.',
    },
  },
  anos: {
    kind: 'decimal',
    decimals: 1,
    messages: {
      required: 'Informe o número de anos.',
      'not-positive': 'O número de anos deve ser maior que zero.',
      'too-large': `O período máximo é de ${MAX_YEARS} anos.`,
    },
  },
} as const

function years(value: number): string {
  return `${formatNumber(value, 1)} ${value === 1 ? 'ano' : 'anos'}`
}

export default function InflationCalculator() {
  const form = useCalculatorForm({
    id: 'inflation',
    fields,
    lib: inflation,
    compute: (v, lib) => lib.calculateInflation(v),
    history: (r, v) => ({
      inputs: `${formatMoney(v.valor ?? 0)}, ${formatPercent(v.inflacao ?? 0)} ao ano, ${years(v.anos ?? 0)}`,
      result: `Valor futuro ${formatMoney(r.futureValue)}`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular inflação"
      result={(r) => (
        <ResultCard
          steps={r.steps}
          main={{
            label: 'Valor futuro: quanto vai custar o que hoje custa esse valor',
            value: formatMoney(r.futureValue),
          }}
          shareValue={`Valor futuro ${formatMoney(r.futureValue)}; poder de compra ${formatMoney(r.purchasingPower)}`}
          items={[
            {
              label: 'Poder de compra no fim do período',
              value: formatMoney(r.purchasingPower),
              hint: 'o que o mesmo dinheiro compra, em valores de hoje',
              strong: true,
            },
            {
              label: 'Perda de poder de compra',
              value: `${formatMoney(r.purchasingPowerLoss)} (${formatPercent(r.purchasingPowerLossPercent)})`,
              ...(r.purchasingPowerLoss > 0 ? { tone: 'negative' as const } : {}),
            },
            { label: 'Inflação acumulada', value: formatPercent(r.totalInflation) },
            {
              label: 'Aumento de preço no período',
              value: formatMoney(r.inflationImpact),
              hint: 'a mais para comprar a mesma coisa',
            },
          ]}
          rule="Inflação composta ano a ano: valor futuro = valor × (1 + inflação)ⁿ e poder de compra = valor ÷ (1 + inflação)ⁿ, com n em anos."
        >
          <Note>
            Estimativa com inflação constante todos os anos. A inflação real (IPCA) varia de ano
            para ano.
          </Note>
        </ResultCard>
      )}
    >
      <FieldGrid className="lg:grid-cols-3">
        <NumberField
          field={form.field('valor')}
          label="Valor hoje (R$)"
          placeholder="Ex.: 1.000,00"
        />
        <NumberField
          field={form.field('inflacao')}
          label="Inflação anual (% ao ano)"
          placeholder="Ex.: 4,5"
        />
        <NumberField
          field={form.field('anos')}
          label="Período (anos)"
          placeholder="Ex.: 10"
          unit="anos"
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
