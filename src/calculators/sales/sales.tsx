import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { DAYS_PER_MONTH, WEEKS_PER_MONTH } from '@/lib/sales/sales-options.ts'
import { formatInteger, formatMoney } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const salesGoal = lazyModule(() => import('@/lib/sales/sales.ts'))

const fields = {
  meta: {
    kind: 'money',
    messages: {
      required: 'Informe a meta de faturamento do mês.',
      'not-positive': 'A meta deve ser maior que zero.',
    },
  },
  ticket: {
    kind: 'money',
    messages: {
      required: 'Informe o ticket médio (valor médio de cada venda).',
      'not-positive': 'O ticket médio deve ser maior que zero.',
      'too-small': 'O ticket médio deve ser de pelo menos R$\u00a00,01.',
    },
  },
} as const

function sales(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? 'venda' : 'vendas'}`
}

export default function SalesCalculator() {
  const form = useCalculatorForm({
    id: 'sales',
    fields,
    lib: salesGoal,
    compute: (v, lib) => lib.calculateSales(v),
    history: (r, v) => ({
      inputs: `Meta ${formatMoney(v.meta ?? 0)}, ticket ${formatMoney(v.ticket ?? 0)}`,
      result: `${sales(r.salesNeeded)} no mês`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular meta de vendas"
      result={(r) => (
        <ResultCard
          main={{ label: 'Vendas necessárias no mês', value: sales(r.salesNeeded) }}
          shareValue={`${sales(r.salesNeeded)} no mês (${sales(r.dailySales)} por dia)`}
          items={[
            { label: 'Por semana', value: sales(r.weeklySales), strong: true },
            { label: 'Por dia', value: sales(r.dailySales), strong: true },
            {
              label: 'Faturamento com essas vendas',
              value: formatMoney(r.projectedRevenue),
              hint: 'vendas × ticket médio',
            },
          ]}
          rule={`Vendas = meta ÷ ticket médio, arredondado para cima; por dia = vendas ÷ ${DAYS_PER_MONTH} e por semana = vendas ÷ ${WEEKS_PER_MONTH}, também para cima.`}
        />
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('meta')}
          label="Meta de faturamento no mês (R$)"
          placeholder="Ex.: 50.000,00"
        />
        <NumberField
          field={form.field('ticket')}
          label="Ticket médio (R$)"
          placeholder="Ex.: 250,00"
          hint="Valor médio de cada venda."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
