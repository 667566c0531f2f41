import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const profit = lazyModule(() => import('@/lib/profit/profit.ts'))

const fields = {
  custo: {
    kind: 'money',
    messages: {
      required: 'Informe o custo do produto.',
      'not-positive': 'O custo deve ser maior que zero.',
    },
  },
  margem: {
    kind: 'percent',
    messages: {
      required: 'Informe a margem de lucro desejada.',
      negative: 'A margem não pode ser negativa.',
      'too-large': 'A margem deve ser menor que 100%.',
    },
  },
} as const

export default function ProfitCalculator() {
  const form = useCalculatorForm({
    id: 'profit',
    fields,
    lib: profit,
    compute: (v, lib) => lib.calculateProfit(v),
    history: (r, v) => ({
      inputs: `Custo ${formatMoney(v.custo ?? 0)}, margem ${formatPercent(v.margem ?? 0)}`,
      result: `Preço ${formatMoney(r.salePrice)} (markup ${formatPercent(r.markup)})`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular preço de venda"
      result={(r) => (
        <ResultCard
          main={{ label: 'Preço de venda', value: formatMoney(r.salePrice) }}
          shareValue={`Preço de venda ${formatMoney(r.salePrice)}, lucro ${formatMoney(r.profit)}`}
          badge={
            // Margin and markup describe the same profit from two bases; side by side, people
            // stop mistaking one for the other (a 40% margin is a 66,67% markup).
            <dl className="grid max-w-md grid-cols-2 gap-3">
              <div className="rounded-xl border p-3">
                <dt className="text-muted-foreground text-sm">Margem</dt>
                <dd className="text-xl font-semibold tabular-nums">{formatPercent(r.margin)}</dd>
                <dd className="text-muted-foreground text-xs">sobre o preço de venda</dd>
              </div>
              <div className="rounded-xl border p-3">
                <dt className="text-muted-foreground text-sm">Markup</dt>
                <dd className="text-xl font-semibold tabular-nums">{formatPercent(r.markup)}</dd>
                <dd className="text-muted-foreground text-xs">sobre o custo</dd>
              </div>
            </dl>
          }
          items={[{ label: 'Lucro por unidade', value: formatMoney(r.profit), strong: true }]}
          rule="Preço de venda = custo ÷ (1 − margem). Markup = lucro ÷ custo."
          steps={r.steps}
        />
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('custo')}
          label="Custo do produto (R$)"
          placeholder="Ex.: 60,00"
        />
        <NumberField
          field={form.field('margem')}
          label="Margem de lucro (% do preço de venda)"
          placeholder="Ex.: 40"
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
