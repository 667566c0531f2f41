import { useMemo } from 'react'

import { AfterPaint } from '@/components/after-paint.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { rateWarning } from '@/components/form/plausible.ts'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { AmortizationTable } from '@/components/lazy-amortization-table.ts'
import {
  installmentsText,
  lastInstallmentItem,
  totalInterestItem,
  totalPaidItem,
} from '@/components/loan-result-items.ts'
import { RateFields, TermFields } from '@/components/rate-fields.tsx'
import { ok } from '@/lib/core/outcome.ts'
import type { PersonalLoanResult } from '@/lib/personal-loan/personal-loan.ts'
import type { ExtraColumn } from '@/utils/csv.ts'
import {
  formatDate,
  formatInteger,
  formatMoney,
  formatNumber,
  formatPercent,
  todayIso,
} from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { equivalentRate, periodWords, ratePeriodOf } from '@/utils/rate-text.ts'

const personalLoan = lazyModule(() => import('@/lib/personal-loan/personal-loan.ts'))

const fields = {
  valor: {
    kind: 'money',
    messages: {
      required: 'Informe o valor do empréstimo.',
      'not-positive': 'O valor do empréstimo deve ser maior que zero.',
    },
  },
  taxa: {
    kind: 'percent',
    warn: rateWarning('taxaPeriodo'),
    messages: { required: 'Informe a taxa de juros.', 'too-large': 'A taxa máxima é de 1.000%.' },
  },
  taxaPeriodo: { kind: 'option', options: ['', 'mes', 'ano'], initial: '' },
  prazo: {
    kind: 'integer',
    messages: {
      required: 'Informe o prazo.',
      'not-positive': 'O prazo deve ser de pelo menos 1.',
      'too-large': 'O prazo máximo é de 600 meses (50 anos).',
    },
  },
  unidade: { kind: 'option', options: ['', 'meses', 'anos'], initial: '' },
  // A new simulation includes the IOF every bank charges; a link made before the option existed
  // meant a loan without it, and keeps showing what it showed (docs/legal/loan-iof-cet.md).
  iof: { kind: 'option', options: ['sim', 'nao'], initial: 'sim', linkDefault: 'nao' },
  liberacao: {
    kind: 'date',
    messages: { invalid: 'Informe uma data de liberação válida.' },
  },
} as const

/** The schedule's IOF column: each instalment's daily IOF. */
function iofColumns(r: PersonalLoanResult): readonly ExtraColumn[] {
  if (!r.iof) return []
  return [{ heading: 'IOF (R$)', values: r.iof.perInstallment, csvDecimals: 4, total: r.iof.daily }]
}

export default function PersonalLoanCalculator() {
  const form = useCalculatorForm({
    id: 'personal-loan',
    fields,
    // The rule line names the rate as typed, so the result keeps it (the fields may change later).
    lib: personalLoan,
    cards: [AmortizationTable],
    compute: (v, lib) => {
      const outcome = lib.calculatePersonalLoan(v, todayIso())
      if (!outcome.ok) return outcome
      return ok({ ...outcome.value, taxa: v.taxa ?? 0, taxaPeriodo: ratePeriodOf(v.taxaPeriodo) })
    },
    history: (r, v) => ({
      inputs: `${formatMoney(v.valor ?? 0)} a ${formatNumber(r.taxa, 4)}% ${periodWords(r.taxaPeriodo)} em ${formatInteger(r.totalMonths)} meses`,
      result: installmentsText(r.totalMonths, r.monthlyPayment),
    }),
  })
  const r = form.result
  const extras = useMemo(() => (r ? iofColumns(r) : []), [r])
  const withIof = form.values.iof === 'sim'

  return (
    <CalculatorLayout
      form={form}
      label="Calcular empréstimo"
      result={(r) => (
        <ResultCard
          steps={r.steps}
          main={{
            label: `Parcela mensal (${r.totalMonths}x)`,
            value: formatMoney(r.monthlyPayment),
          }}
          shareValue={installmentsText(r.totalMonths, r.monthlyPayment)}
          items={[
            r.iof && {
              label: 'Você recebe',
              value: formatMoney(r.iof.released),
              hint: `Liberação em ${formatDate(r.iof.release)}`,
            },
            r.iof && {
              label: 'IOF financiado',
              value: formatMoney(r.iof.iof),
              // Money to the cent; the two parts are added unrounded (Como calculamos), so
              // the shown parts may miss the total by a cent, which the hint says.
              hint: `${formatMoney(r.iof.daily)} diário (coluna IOF da tabela) + ${formatMoney(r.iof.additional)} de adicional (0,38%), somados antes de arredondar; o banco pode diferir em centavos`,
            },
            r.iof && {
              label: 'Valor financiado (com IOF)',
              value: formatMoney(r.iof.principal),
            },
            r.iof?.cetYearly != null && {
              label: 'CET (custo efetivo total)',
              value: `${formatPercent(r.iof.cetYearly)} ao ano`,
              hint: `Juros e IOF, pelos dias corridos até cada parcela (Resolução CMN 4.881/2020); só os juros: ${formatPercent(r.annualRate)} ao ano`,
              strong: true,
            },
            lastInstallmentItem(r.lastPayment, r.monthlyPayment),
            { label: 'Número de parcelas', value: `${formatInteger(r.totalMonths)} meses` },
            totalInterestItem(
              r.totalInterest,
              `${formatPercent(r.interestPercentage)} do valor ${r.iof ? 'financiado' : 'emprestado'}`,
            ),
            totalPaidItem(r.totalPayment, { label: 'Total a pagar' }),
          ]}
          rule={
            <>
              Tabela Price: parcelas iguais, parcela = valor × i ÷ (1 − (1 + i)^−n).{' '}
              {equivalentRate(r.taxa, r.taxaPeriodo, {
                monthly: r.monthlyRate,
                annual: r.annualRate,
              })}
            </>
          }
        >
          <AfterPaint token={r}>
            <AmortizationTable
              rows={r.schedule}
              extras={extras}
              title={
                r.iof ? 'Tabela de amortização com o IOF de cada parcela' : 'Tabela de amortização'
              }
              filename={`emprestimo-pessoal-${String(r.totalMonths)}-meses${r.iof ? '-com-iof' : ''}.csv`}
            />
          </AfterPaint>
        </ResultCard>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('valor')}
          label="Valor do empréstimo (R$)"
          placeholder="10.000,00"
          className="sm:col-span-2"
        />
        <RateFields
          rate={form.field('taxa')}
          period={form.field('taxaPeriodo')}
          examples={{ mes: '2,5', ano: '12' }}
        />
        <TermFields
          term={form.field('prazo')}
          unit={form.field('unidade')}
          name="Prazo"
          examples={{ meses: '24', anos: '2' }}
        />
        <SwitchField
          field={form.field('iof')}
          label="Incluir o IOF (financiado no empréstimo)"
          hint="Pessoa física: 0,0082% ao dia sobre cada parcela, até 365 dias, mais 0,38%."
        />
        {withIof ? (
          <DateField
            field={form.field('liberacao')}
            label="Data da liberação do dinheiro"
            hint="Vazio: hoje. A primeira parcela vence um mês depois."
          />
        ) : null}
      </FieldGrid>
    </CalculatorLayout>
  )
}
