import { Suspense, useEffect } from 'react'

import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { rateWarning } from '@/components/form/plausible.ts'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { AmortizationTable, loadAmortizationTable } from '@/components/lazy-amortization-table.ts'
import { MAX_TERM_MONTHS, SYSTEMS } from '@/lib/financing/financing-options.ts'
import { formatInteger, formatMoney, formatNumber } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { equivalentRate } from '@/utils/rate-text.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { SYSTEM_NAMES } from './system-names.ts'
import { lastInstallmentHint } from '@/components/last-installment.ts'

// The Price × SAC comparison subtracts shown amounts with the money library: like the table, it
// loads after the form (the JavaScript budget), fetched when the screen mounts, inside the result's Suspense.
const loadSystemComparison = () => import('./system-comparison.tsx')
const SystemComparison = lazyComponent(() =>
  loadSystemComparison().then((m) => ({ default: m.SystemComparison })),
)

const financing = lazyModule(() => import('@/lib/financing/financing.ts'))

const fields = {
  valor: {
    kind: 'money',
    messages: {
      required: 'Informe o valor a financiar.',
      'not-positive': 'O valor financiado deve ser maior que zero.',
    },
  },
  prazo: {
    kind: 'integer',
    messages: {
      required: 'Informe o prazo em meses.',
      'not-positive': 'O prazo deve ser de pelo menos 1 mês.',
      'too-large': `O prazo máximo é de ${MAX_TERM_MONTHS} meses (50 anos).`,
    },
  },
  taxa: {
    kind: 'percent',
    warn: rateWarning('taxaPeriodo'),
    messages: {
      required: 'Informe a taxa de juros ao mês.',
      'too-large': 'A taxa máxima é de 1.000% ao mês.',
    },
  },
  sistema: { kind: 'option', options: SYSTEMS, initial: 'price' },
} as const

const RULES = {
  price:
    'Tabela Price: parcelas iguais, parcela = valor × i ÷ (1 − (1 + i)^−n); a cada mês os juros caem e a amortização cresce.',
  sac: 'SAC: amortização constante (valor ÷ n) e juros sobre o saldo devedor, por isso as parcelas diminuem a cada mês.',
} as const

export default function FinancingCalculator() {
  useEffect(() => {
    void loadSystemComparison()
    void loadAmortizationTable()
  }, [])
  const form = useCalculatorForm({
    id: 'financing',
    fields,
    lib: financing,
    compute: (v, lib) => lib.calculateFinancing(v),
    history: (r, v) => ({
      inputs: `${formatMoney(v.valor ?? 0)} em ${formatInteger(v.prazo ?? 0)} meses a ${formatNumber(v.taxa ?? 0, 4)}% ao mês (${SYSTEM_NAMES[r.sistema]})`,
      result:
        r.sistema === 'price'
          ? `Parcela ${formatMoney(r.installmentValue)}`
          : `1ª parcela ${formatMoney(r.firstInstallment)}, última ${formatMoney(r.lastInstallment)}`,
    }),
  })
  const r = form.result
  const months = r ? r.schedule.length : 0

  return (
    <div>
      <CalculatorForm form={form} label="Calcular financiamento">
        <FieldGrid>
          <NumberField
            field={form.field('valor')}
            label="Valor a financiar (R$)"
            placeholder="200.000,00"
          />
          <NumberField
            field={form.field('prazo')}
            label="Prazo (meses)"
            placeholder="Ex.: 240"
            unit="meses"
          />
          <NumberField
            field={form.field('taxa')}
            label="Taxa de juros (% ao mês)"
            placeholder="Ex.: 1"
          />
          <SelectField
            field={form.field('sistema')}
            label="Sistema de amortização"
            options={[
              { value: 'price', label: 'Tabela Price (parcelas iguais)' },
              { value: 'sac', label: 'SAC (parcelas decrescentes)' },
            ]}
          />
        </FieldGrid>
        <FormActions onClear={form.clear} />
      </CalculatorForm>
      <ResultRegion>
        <Suspense fallback={null}>
          {r ? (
            <ResultCard
              calculatorId="financing"
              steps={r.steps}
              main={
                r.sistema === 'price'
                  ? { label: `Parcela fixa (${months}x)`, value: formatMoney(r.installmentValue) }
                  : { label: 'Primeira parcela (SAC)', value: formatMoney(r.firstInstallment) }
              }
              shareValue={
                r.sistema === 'price'
                  ? `${months}x de ${formatMoney(r.installmentValue)} (Tabela Price)`
                  : `1ª parcela de ${formatMoney(r.firstInstallment)}, última de ${formatMoney(r.lastInstallment)} (SAC, ${months} meses)`
              }
              items={[
                r.sistema === 'sac' && {
                  label: 'Última parcela',
                  value: formatMoney(r.lastInstallment),
                },
                r.sistema === 'sac' &&
                  r.amortization !== null && {
                    label: 'Amortização mensal',
                    value: formatMoney(r.amortization),
                  },
                r.sistema === 'price' &&
                  r.lastInstallment !== r.installmentValue && {
                    label: 'Última parcela',
                    value: formatMoney(r.lastInstallment),
                    hint: lastInstallmentHint(r.lastInstallment, r.installmentValue),
                  },
                { label: 'Total de juros', value: formatMoney(r.totalInterest) },
                { label: 'Total pago', value: formatMoney(r.totalPaid), strong: true },
              ]}
              rule={
                <>
                  {RULES[r.sistema]}{' '}
                  {equivalentRate(r.monthlyRate, 'mes', {
                    monthly: r.monthlyRate,
                    annual: r.annualRate,
                  })}
                </>
              }
            >
              <SystemComparison result={r} />
              <AmortizationTable
                rows={r.schedule}
                title={`Tabela de amortização (${SYSTEM_NAMES[r.sistema]})`}
                filename={`financiamento-${r.sistema}-${months}-meses.csv`}
              />
            </ResultCard>
          ) : null}
        </Suspense>
      </ResultRegion>
    </div>
  )
}
