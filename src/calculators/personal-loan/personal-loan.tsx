import { AmortizationTable } from '@/components/amortization-table.tsx'
import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { ok } from '@/lib/core/outcome.ts'
import type { RatePeriod } from '@/lib/core/rate.ts'
import { calculatePersonalLoan } from '@/lib/personal-loan.ts'
import { formatInteger, formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'

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
    messages: { required: 'Informe a taxa de juros.', 'too-large': 'A taxa máxima é de 1.000%.' },
  },
  taxaPeriodo: { kind: 'option', options: ['mes', 'ano'], initial: 'mes' },
  prazo: {
    kind: 'integer',
    messages: {
      required: 'Informe o prazo.',
      'not-positive': 'O prazo deve ser de pelo menos 1.',
      'too-large': 'O prazo máximo é de 600 meses (50 anos).',
    },
  },
  unidade: { kind: 'option', options: ['meses', 'anos'], initial: 'meses' },
} as const

const PERIOD = { mes: 'ao mês', ano: 'ao ano' } as const

export default function PersonalLoanCalculator() {
  const form = useCalculatorForm({
    id: 'personal-loan',
    fields,
    // The rule line names the rate as typed, so the result keeps it (the fields may change later).
    compute: (v) => {
      const outcome = calculatePersonalLoan(v)
      if (!outcome.ok) return outcome
      const taxaPeriodo: RatePeriod = v.taxaPeriodo === 'ano' ? 'ano' : 'mes'
      return ok({ ...outcome.value, taxa: v.taxa ?? 0, taxaPeriodo })
    },
    history: (r, v) => ({
      inputs: `${formatMoney(v.valor ?? 0)} a ${formatNumber(r.taxa, 4)}% ${PERIOD[r.taxaPeriodo]} em ${formatInteger(r.totalMonths)} meses`,
      result: `${r.totalMonths}x de ${formatMoney(r.monthlyPayment)}`,
    }),
  })
  const r = form.result
  const periodo = form.values.taxaPeriodo === 'ano' ? 'ano' : 'mes'
  const unidade = form.values.unidade === 'anos' ? 'anos' : 'meses'

  return (
    <div>
      <CalculatorForm form={form} label="Calcular empréstimo">
        <FieldGrid>
          <NumberField
            field={form.field('valor')}
            label="Valor do empréstimo (R$)"
            placeholder="10.000,00"
            className="sm:col-span-2"
          />
          <NumberField
            field={form.field('taxa')}
            label={`Taxa de juros (% ${PERIOD[periodo]})`}
            placeholder={periodo === 'ano' ? 'Ex.: 12' : 'Ex.: 2,5'}
          />
          <SelectField
            field={form.field('taxaPeriodo')}
            label="A taxa é"
            options={[
              { value: 'mes', label: '% ao mês' },
              { value: 'ano', label: '% ao ano' },
            ]}
          />
          <NumberField
            field={form.field('prazo')}
            label={`Prazo (${unidade})`}
            placeholder={unidade === 'anos' ? 'Ex.: 2' : 'Ex.: 24'}
            unit={unidade}
          />
          <SelectField
            field={form.field('unidade')}
            label="Prazo em"
            options={[
              { value: 'meses', label: 'Meses' },
              { value: 'anos', label: 'Anos' },
            ]}
          />
        </FieldGrid>
        <FormActions onClear={form.clear} />
      </CalculatorForm>
      <ResultRegion>
        {r ? (
          <ResultCard
            calculatorId="personal-loan"
            main={{
              label: `Parcela mensal (${r.totalMonths}x)`,
              value: formatMoney(r.monthlyPayment),
            }}
            shareValue={`${r.totalMonths}x de ${formatMoney(r.monthlyPayment)}`}
            items={[
              r.lastPayment !== r.monthlyPayment && {
                label: 'Última parcela',
                value: formatMoney(r.lastPayment),
                hint: 'Ajustada em centavos para zerar o saldo',
              },
              { label: 'Número de parcelas', value: `${formatInteger(r.totalMonths)} meses` },
              {
                label: 'Total de juros',
                value: formatMoney(r.totalInterest),
                hint: `${formatPercent(r.interestPercentage)} do valor emprestado`,
              },
              { label: 'Total a pagar', value: formatMoney(r.totalPayment), strong: true },
            ]}
            rule={
              <>
                Tabela Price: parcelas iguais, parcela = valor × i ÷ (1 − (1 + i)^−n).{' '}
                {r.taxaPeriodo === 'ano'
                  ? `Taxa mensal equivalente a ${formatNumber(r.taxa, 4)}% ao ano: ${formatNumber(r.monthlyRate, 4, 4)}% ao mês.`
                  : `Taxa de ${formatNumber(r.taxa, 4)}% ao mês, equivalente a ${formatNumber(r.annualRate, 2, 2)}% ao ano.`}
              </>
            }
          >
            <AmortizationTable
              rows={r.schedule}
              filename={`emprestimo-pessoal-${r.totalMonths}-meses.csv`}
            />
          </ResultCard>
        ) : null}
      </ResultRegion>
    </div>
  )
}
