import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { formatDate, formatMoney, todayIso } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const profitSharingLib = lazyModule(() => import('@/lib/profit-sharing/profit-sharing.ts'))

// The card is drawn only with a result: it loads after the form (the JavaScript budget).
const ProfitSharingResultCard = lazyComponent(() =>
  import('./profit-sharing-result.tsx').then((m) => ({ default: m.ProfitSharingResultCard })),
)

// Field names are the link's parameters (public: never rename one).
const fields = {
  plr: {
    kind: 'money',
    messages: {
      required: 'Informe o valor bruto da PLR.',
      negative: 'A PLR não pode ser negativa.',
    },
  },
  data: {
    kind: 'date',
    messages: {
      required: 'Informe a data do pagamento.',
      invalid: 'Informe uma data válida, como 20/03/2026.',
      'too-small':
        'Não temos a tabela da PLR antes de 01/02/2024: a de janeiro de 2024 não foi confirmada.',
      'too-large': 'Informe um pagamento até dois anos à frente.',
    },
  },
  plrAnterior: {
    kind: 'money',
    messages: { negative: 'A PLR anterior não pode ser negativa.' },
  },
} as const

export default function ProfitSharingCalculator() {
  const form = useCalculatorForm({
    id: 'profit-sharing',
    fields,
    lib: profitSharingLib,
    cards: [ProfitSharingResultCard],
    compute: (v, lib) => lib.calculateProfitSharing({ ...v, today: todayIso() }),
    history: (r) => ({
      inputs: `PLR ${formatMoney(r.plr)} em ${formatDate(r.date)}${r.previous > 0 ? `, antes ${formatMoney(r.previous)}` : ''}`,
      result: `Líquida ${formatMoney(r.net)} (IRRF ${formatMoney(r.tax)})`,
    }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Calcular o IR da PLR"
      result={(r) => <ProfitSharingResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('plr')}
          label="Valor bruto da PLR (R$)"
          placeholder="Ex.: 9.000,00"
        />
        <DateField
          field={form.field('data')}
          label="Data do pagamento"
          hint="A tabela é a do dia em que a PLR é paga."
        />
        <NumberField
          field={form.field('plrAnterior')}
          label="PLR já recebida no ano (R$, opcional)"
          placeholder="Ex.: 5.000,00"
          hint="Outra parcela paga antes, no mesmo ano: o imposto é refeito sobre a soma."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
