import { AfterPaint } from '@/components/after-paint.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { rateWarning } from '@/components/form/plausible.ts'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { AmortizationTable } from '@/components/lazy-amortization-table.ts'
import {
  installmentsText,
  lastInstallmentItem,
  totalInterestItem,
  totalPaidItem,
} from '@/components/loan-result-items.ts'
import { ok } from '@/lib/core/outcome.ts'
import { MAX_INSTALLMENTS } from '@/lib/installment/installment-options.ts'
import { formatInteger, formatMoney, formatNumber } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const installment = lazyModule(() => import('@/lib/installment/installment.ts'))

const fields = {
  valor: {
    kind: 'money',
    messages: {
      required: 'Informe o valor da compra.',
      'not-positive': 'O valor da compra deve ser maior que zero.',
    },
  },
  parcelas: {
    kind: 'integer',
    messages: {
      required: 'Informe o número de parcelas.',
      'not-positive': 'Informe pelo menos 1 parcela.',
      'too-large': `O máximo é de ${MAX_INSTALLMENTS} parcelas.`,
    },
  },
  taxa: {
    kind: 'percent',
    warn: rateWarning(),
    messages: {
      required: 'Informe a taxa de juros ao mês (0 para sem juros).',
      'too-large': 'A taxa máxima é de 1.000% ao mês.',
    },
  },
} as const

export default function InstallmentCalculator() {
  const form = useCalculatorForm({
    id: 'installment',
    fields,
    // The rule line names the rate used, so the result keeps it (the field may change later).
    lib: installment,
    cards: [AmortizationTable],
    compute: (v, lib) => {
      const outcome = lib.calculateInstallment(v)
      return outcome.ok ? ok({ ...outcome.value, taxa: v.taxa ?? 0 }) : outcome
    },
    history: (r, v) => ({
      inputs: `${formatMoney(v.valor ?? 0)} em ${formatInteger(v.parcelas ?? 0)}x a ${formatNumber(r.taxa, 4)}% ao mês`,
      result: installmentsText(r.schedule.length, r.installmentValue),
    }),
  })
  const r = form.result
  const n = r ? r.schedule.length : 0

  return (
    <CalculatorLayout
      form={form}
      label="Calcular parcelas"
      result={(r) => (
        <ResultCard
          steps={r.steps}
          main={{ label: `Valor da parcela (${n}x)`, value: formatMoney(r.installmentValue) }}
          shareValue={installmentsText(n, r.installmentValue)}
          items={[
            lastInstallmentItem(r.lastInstallment, r.installmentValue),
            totalInterestItem(r.totalInterest),
            totalPaidItem(r.totalPaid),
          ]}
          rule={
            r.taxa === 0
              ? `Sem juros: o valor é dividido igualmente em ${n} parcelas.`
              : `Tabela Price com ${formatNumber(r.taxa, 4)}% ao mês: parcela = valor × i ÷ (1 − (1 + i)^−n), primeira parcela um mês após a compra.`
          }
        >
          <AfterPaint token={r}>
            <AmortizationTable rows={r.schedule} filename={`parcelas-${n}-meses.csv`} />
          </AfterPaint>
        </ResultCard>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('valor')}
          label="Valor da compra (R$)"
          placeholder="1.200,00"
        />
        <NumberField
          field={form.field('parcelas')}
          label="Número de parcelas"
          placeholder="Ex.: 12"
          unit="vezes"
        />
        <NumberField
          field={form.field('taxa')}
          label="Taxa de juros (% ao mês)"
          placeholder="Ex.: 2"
          hint="Use 0 para parcelamento sem juros."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
