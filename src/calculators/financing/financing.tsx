import { useMemo } from 'react'

import { AfterPaint } from '@/components/after-paint.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { FINANCING_RATE_LIMIT, rateWarning } from '@/components/form/plausible.ts'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { AmortizationTable } from '@/components/lazy-amortization-table.ts'
import {
  installmentsText,
  lastInstallmentItem,
  totalInterestItem,
  totalPaidItem,
} from '@/components/loan-result-items.ts'
import { RateFields } from '@/components/rate-fields.tsx'
import type { FinancingResult } from '@/lib/financing/financing.ts'
import {
  EXTRA_MODES,
  INCOME_GUIDELINE_PERCENT,
  MAX_TERM_MONTHS,
  SYSTEMS,
} from '@/lib/financing/financing-options.ts'
import type { ExtraColumn } from '@/utils/csv.ts'
import { formatInteger, formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { equivalentRate, periodWords, ratePeriodOf } from '@/utils/rate-text.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { ExtraFields } from './extra-fields.tsx'
import { SYSTEM_NAMES } from './system-names.ts'

// The Price × SAC comparison and the extra payment's options are drawn only with a result: like
// the table, they load after the form (the JavaScript budget), fetched when the screen mounts.
const SystemComparison = lazyComponent(() =>
  import('./system-comparison.tsx').then((m) => ({ default: m.SystemComparison })),
)
const ExtraOptions = lazyComponent(() =>
  import('./extra-options.tsx').then((m) => ({ default: m.ExtraOptions })),
)

const financing = lazyModule(() => import('@/lib/financing/financing.ts'))

const fields = {
  // Links made before the price and the down payment took `valor`, the amount financed: with no
  // entrada it is the price.
  preco: {
    kind: 'money',
    urlAlias: 'valor',
    messages: {
      required: 'Informe o preço do bem.',
      'not-positive': 'O preço deve ser maior que zero.',
    },
  },
  entrada: {
    kind: 'money',
    messages: { 'too-large': 'A entrada deve ser menor que o preço.' },
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
    warn: rateWarning('taxaPeriodo', FINANCING_RATE_LIMIT),
    messages: {
      required: 'Informe a taxa de juros.',
      'too-large': 'A taxa máxima é de 1.000%.',
    },
  },
  taxaPeriodo: { kind: 'option', options: ['', 'mes', 'ano'], initial: '' },
  sistema: { kind: 'option', options: SYSTEMS, initial: 'price' },
  renda: {
    kind: 'money',
    messages: { 'not-positive': 'A renda deve ser maior que zero (ou deixe em branco).' },
  },
  extra: { kind: 'money' },
  extraMes: {
    kind: 'integer',
    messages: {
      required: 'Informe com qual parcela o valor extra é pago.',
      'not-positive': 'Use o número de uma parcela, a partir de 1.',
      'too-large': 'A amortização extra vai junto com uma parcela antes da última.',
    },
  },
  extraRepetir: { kind: 'option', options: ['sim', 'nao'], initial: 'nao' },
  extraModo: { kind: 'option', options: EXTRA_MODES, initial: 'prazo' },
} as const

const RULES = {
  price:
    'Tabela Price: parcelas iguais, parcela = valor × i ÷ (1 − (1 + i)^−n); a cada mês os juros caem e a amortização cresce.',
  sac: 'SAC: amortização constante (valor ÷ n) e juros sobre o saldo devedor, por isso as parcelas diminuem a cada mês.',
} as const

/** The schedule's extra-payment column, when there is one. */
function extraColumns(r: FinancingResult): readonly ExtraColumn[] {
  if (!r.extra) return []
  const { values, total } = r.extra.paid
  return [{ heading: 'Amortização extra (R$)', values, total }]
}

export default function FinancingCalculator() {
  const form = useCalculatorForm({
    id: 'financing',
    fields,
    lib: financing,
    cards: [SystemComparison, ExtraOptions, AmortizationTable],
    compute: (v, lib) => lib.calculateFinancing(v),
    history: (r, v) => ({
      inputs: `${formatMoney(r.principal)} em ${formatInteger(v.prazo ?? 0)} meses a ${formatNumber(v.taxa ?? 0, 4)}% ${periodWords(ratePeriodOf(v.taxaPeriodo))} (${SYSTEM_NAMES[r.sistema]})`,
      result:
        r.sistema === 'price'
          ? `Parcela ${formatMoney(r.installmentValue)}`
          : `1ª parcela ${formatMoney(r.firstInstallment)}, última ${formatMoney(r.lastInstallment)}`,
    }),
  })
  const r = form.result
  const months = r ? r[r.sistema].schedule.length : 0
  const extras = useMemo(() => (r ? extraColumns(r) : []), [r])

  return (
    <CalculatorLayout
      form={form}
      label="Calcular financiamento"
      result={(r) => (
        <ResultCard
          steps={r.steps}
          main={
            r.sistema === 'price'
              ? { label: `Parcela fixa (${months}x)`, value: formatMoney(r.installmentValue) }
              : { label: 'Primeira parcela (SAC)', value: formatMoney(r.firstInstallment) }
          }
          shareValue={
            r.sistema === 'price'
              ? `${installmentsText(months, r.installmentValue)} (Tabela Price)`
              : `1ª parcela de ${formatMoney(r.firstInstallment)}, última de ${formatMoney(r.lastInstallment)} (SAC, ${months} meses)`
          }
          items={[
            r.purchase !== null &&
              r.purchase.downPayment > 0 && {
                label: 'Valor financiado',
                value: formatMoney(r.principal),
                hint: `Preço ${formatMoney(r.purchase.price)} − entrada ${formatMoney(r.purchase.downPayment)} (${formatPercent(r.purchase.downPaymentPercent)} do preço)`,
              },
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
              lastInstallmentItem(
                r.lastInstallment,
                r.installmentValue,
                r.extra ? 'Com a amortização extra.' : undefined,
              ),
            r.income && {
              label: 'Parcela em relação à renda',
              value: formatPercent(r.income.percent),
              ...(r.income.aboveGuideline ? { tone: 'negative' as const } : {}),
              hint: r.income.aboveGuideline
                ? `Acima dos ${String(INCOME_GUIDELINE_PERCENT)}% da renda que os bancos costumam aceitar.`
                : `Dentro do limite usual de ${String(INCOME_GUIDELINE_PERCENT)}% da renda.`,
            },
            totalInterestItem(
              r.totalInterest,
              r.withoutExtra ? 'Com a amortização extra, como na tabela.' : undefined,
            ),
            r.withoutExtra && {
              label: 'Total de juros sem a amortização extra',
              value: formatMoney(r.withoutExtra.totalInterest),
            },
            totalPaidItem(
              r.totalPaid,
              r.withoutExtra ? { hint: 'Parcelas e amortização extra.' } : {},
            ),
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
          <AfterPaint token={r}>
            {r.extra ? <ExtraOptions extra={r.extra} /> : null}
            <SystemComparison result={r} />
            <AmortizationTable
              rows={r.schedule}
              extras={extras}
              title={`Tabela de amortização (${SYSTEM_NAMES[r.sistema]}${
                r.extra
                  ? r.extra.mode === 'prazo'
                    ? ', reduzindo o prazo'
                    : ', reduzindo a parcela'
                  : ''
              })`}
              filename={`financiamento-${r.sistema}-${String(r.schedule.length)}-meses.csv`}
            />
          </AfterPaint>
        </ResultCard>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('preco')}
          label="Preço do bem (R$)"
          placeholder="Ex.: 500.000,00"
        />
        <NumberField
          field={form.field('entrada')}
          label="Entrada (R$)"
          placeholder="Ex.: 100.000,00"
        />
        <NumberField
          field={form.field('prazo')}
          label="Prazo (meses)"
          placeholder="Ex.: 360"
          unit="meses"
        />
        <SelectField
          field={form.field('sistema')}
          label="Sistema de amortização"
          options={[
            { value: 'price', label: 'Tabela Price (parcelas iguais)' },
            { value: 'sac', label: 'SAC (parcelas decrescentes)' },
          ]}
        />
        <RateFields
          rate={form.field('taxa')}
          period={form.field('taxaPeriodo')}
          examples={{ mes: '0,9', ano: '11' }}
        />
        <NumberField
          field={form.field('renda')}
          label="Renda mensal (R$, opcional)"
          placeholder="Ex.: 15.000,00"
          className="sm:col-span-2"
        />
      </FieldGrid>
      <ExtraFields
        extra={form.field('extra')}
        month={form.field('extraMes')}
        repeat={form.field('extraRepetir')}
        mode={form.field('extraModo')}
      />
    </CalculatorLayout>
  )
}
