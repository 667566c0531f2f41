import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { totalPaidItem } from '@/components/loan-result-items.ts'
import { GROUP_SIZES } from '@/lib/consortium/consortium-options.ts'
import { formatInteger, formatMoney, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const consortium = lazyModule(() => import('@/lib/consortium/consortium.ts'))

const fields = {
  credito: {
    kind: 'money',
    messages: {
      required: 'Informe o valor da carta de crédito.',
      'not-positive': 'O valor da carta de crédito deve ser maior que zero.',
    },
  },
  parcela: {
    kind: 'money',
    messages: { 'not-positive': 'A parcela deve ser maior que zero, ou deixe em branco.' },
  },
  grupo: {
    kind: 'option',
    options: GROUP_SIZES,
    initial: '100',
    messages: { required: 'Escolha o tamanho do grupo.' },
  },
  taxaAdm: {
    kind: 'percent',
    messages: {
      negative: 'A taxa de administração não pode ser negativa.',
      'too-large': 'A taxa de administração máxima é 100%.',
    },
  },
  fundoReserva: {
    kind: 'percent',
    messages: {
      negative: 'O fundo de reserva não pode ser negativo.',
      'too-large': 'O fundo de reserva máximo é 100%.',
    },
  },
} as const

const groupOptions = GROUP_SIZES.map((size) => ({
  value: size,
  label: `${size} participantes (${size} meses)`,
}))

export default function ConsortiumCalculator() {
  const form = useCalculatorForm({
    id: 'consortium',
    fields,
    lib: consortium,
    compute: (v, lib) => lib.calculateConsortium(v),
    history: (r, v) => ({
      inputs: `Crédito ${formatMoney(v.credito ?? 0)}, ${v.grupo ?? ''} meses, adm. ${formatPercent(v.taxaAdm ?? 0)}`,
      result: `Parcela ${formatMoney(r.monthlyInstallment)}, total ${formatMoney(r.totalPaid)}`,
    }),
  })
  const r = form.result
  const typed = r !== null && r.monthlyInstallment !== r.estimatedInstallment

  return (
    <CalculatorLayout
      form={form}
      label="Calcular consórcio"
      result={(r) => (
        <ResultCard
          steps={r.steps}
          main={{
            label: typed ? 'Parcela mensal informada' : 'Parcela mensal estimada',
            value: formatMoney(r.monthlyInstallment),
          }}
          shareValue={`Parcela ${formatMoney(r.monthlyInstallment)}, total pago ${formatMoney(r.totalPaid)}`}
          items={[
            typed && {
              label: 'Parcela estimada pelas taxas',
              value: formatMoney(r.estimatedInstallment),
            },
            totalPaidItem(r.totalPaid),
            {
              label: 'Custo total (taxas)',
              value: (
                <>
                  {formatMoney(r.totalCost)}
                  <span className="text-muted-foreground block text-xs">
                    {formatPercent(r.interestRate)} do crédito
                  </span>
                </>
              ),
            },
            { label: 'Taxa de administração', value: formatMoney(r.adminFeeTotal) },
            {
              label: 'Fundo de reserva',
              value: formatMoney(r.reserveFundTotal),
              hint: 'devolvido no encerramento do grupo, se não for usado',
            },
            {
              label: 'Valor líquido pago',
              value: formatMoney(r.netAmount),
              hint: 'total pago menos o fundo de reserva devolvido',
            },
            { label: 'Prazo total', value: `${formatInteger(r.totalPayments)} meses` },
            {
              label: 'Chance de contemplação por sorteio',
              value: `${formatPercent(r.monthlyChance)} ao mês`,
              hint: `1 sorteio por mês entre ${formatInteger(r.totalPayments)} participantes`,
            },
          ]}
          rule="Parcela = (crédito + taxa de administração + fundo de reserva) ÷ meses do grupo. Consórcio não cobra juros: o custo são as taxas (Lei 11.795/2008)."
        >
          <Note>
            Simulação sem reajuste da carta de crédito (INCC, IPCA) e sem lances. Confira as
            condições no contrato da administradora.
          </Note>
        </ResultCard>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('credito')}
          label="Valor da carta de crédito (R$)"
          placeholder="Ex.: 100.000,00"
        />
        <SelectField field={form.field('grupo')} label="Tamanho do grupo" options={groupOptions} />
        <NumberField
          field={form.field('taxaAdm')}
          label="Taxa de administração (% do crédito)"
          placeholder="Ex.: 15"
          hint="Total do plano, não ao mês."
        />
        <NumberField
          field={form.field('fundoReserva')}
          label="Fundo de reserva (% do crédito)"
          placeholder="Ex.: 2"
          hint="Opcional."
        />
        <NumberField
          field={form.field('parcela')}
          label="Parcela mensal (R$, opcional)"
          placeholder="Calculada pelas taxas"
          hint="Se a administradora já informou a parcela, digite-a aqui."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
