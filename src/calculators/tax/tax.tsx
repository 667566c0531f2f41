import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { numberOptions } from '@/components/form/field-spec.ts'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { FieldError } from '@/lib/core/outcome.ts'
import { fail, ok } from '@/lib/core/outcome.ts'
import { SIMPLES_ANNEXES, type SimplesAnnex } from '@/lib/law/tables/simples-nacional.ts'
import { MEI_ACTIVITIES } from '@/lib/tax/tax-options.ts'
import type { MeiResult } from '@/lib/tax/tax.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'
import { toInputText } from '@/utils/number-input.ts'

import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { tableYearField, useDefaultTableYear } from '@/components/legal/table-year.ts'

import { MeiResultCard, SimplesResultCard, type TaxView } from './tax-result.tsx'
import { MeiDetails, SimplesDetails } from './load-tax-details.ts'
import {
  activityLabels,
  annexCovers,
  annexLabels,
  meiStatusSummary,
  openingOptions,
} from './tax-text.ts'

const REGIMES = ['mei', 'simples'] as const
const tax = lazyModule(() => import('@/lib/tax/tax.ts'))

const ANNEX_OPTIONS = SIMPLES_ANNEXES.map(String)

const fields = {
  faturamento: {
    kind: 'money',
    messages: {
      required: 'Informe o faturamento do mês.',
      negative: 'O faturamento não pode ser negativo.',
      'not-positive': 'Informe um faturamento maior que zero.',
      // The Simples' limit on the month × 12 (see recode).
      'too-large':
        'Faturamento anual (mês × 12) acima de R$\u00a04.800.000,00: a empresa fica fora do Simples Nacional (LC 123/2006, art. 3º, II).',
    },
  },
  regime: { kind: 'option', options: REGIMES, initial: 'mei' },
  atividade: { kind: 'option', options: MEI_ACTIVITIES, initial: 'comercio' },
  anexo: { kind: 'option', options: ANNEX_OPTIONS, initial: '1' },
  rbt12: {
    kind: 'money',
    messages: {
      'not-positive': 'A receita de 12 meses deve ser maior que zero, ou deixe em branco.',
      'over-limit':
        'Receita de 12 meses acima de R$\u00a04.800.000,00: a empresa fica fora do Simples Nacional (LC 123/2006, art. 3º, II).',
    },
  },
  // MEI only: the year's revenue judges the limit (LC 123/2006 art. 18-A §1º), and the opening
  // month makes the first year's limit proportional (§2º).
  faturamentoAnual: {
    kind: 'money',
    messages: {
      negative: 'O faturamento do ano não pode ser negativo.',
      'too-small': 'O faturamento do ano não pode ser menor que o do mês.',
    },
  },
  abertura: {
    kind: 'text',
    messages: {
      invalid: 'Escolha o mês de abertura na lista.',
      'too-small': 'O MEI existe desde julho de 2009: escolha um mês a partir de então.',
      'date-order':
        'A abertura é depois do ano da tabela: escolha o ano em que o MEI abriu ou “Abriu antes”.',
    },
  },
  ano: tableYearField,
} as const

/**
 * One form for both regimes, so a link carries `regime`. The Simples' limit on the revenue field
 * (month × 12 above the Simples) is said as `too-large`: outside the Simples.
 */
function recode(errors: FieldError[]): FieldError[] {
  return errors.map((error) =>
    error.field === 'faturamento' && error.code === 'over-limit'
      ? { ...error, code: 'too-large' }
      : error,
  )
}

const activityOptions = MEI_ACTIVITIES.map((value) => ({ value, label: activityLabels[value] }))
const annexOptions = SIMPLES_ANNEXES.map((annex) => ({
  value: String(annex),
  label: annexLabels[annex],
}))
const regimeOptions = [
  { value: 'mei', label: 'MEI (até R$\u00a081.000 por ano)' },
  { value: 'simples', label: 'Simples Nacional' },
]

export default function TaxCalculator() {
  const form = useCalculatorForm({
    id: 'tax',
    fields,
    lib: tax,
    cards: [MeiDetails, SimplesDetails],
    compute: (v, lib) => {
      const ano = v.ano ? Number(v.ano) : null
      if (v.regime === 'simples') {
        const outcome = lib.calculateSimples(
          {
            faturamento: v.faturamento,
            anexo: v.anexo ? Number(v.anexo) : null,
            rbt12: v.rbt12,
            ano,
          },
          new Date().getFullYear(),
        )
        return outcome.ok
          ? ok<TaxView>({ regime: 'simples', simples: outcome.value, rbt12Typed: v.rbt12 !== null })
          : fail(...recode(outcome.errors))
      }
      const outcome = lib.calculateMei(
        {
          faturamento: v.faturamento,
          atividade: v.atividade,
          ano,
          faturamentoAnual: v.faturamentoAnual,
          abertura: v.abertura,
        },
        new Date().getFullYear(),
      )
      return outcome.ok ? ok<TaxView>({ regime: 'mei', mei: outcome.value }) : outcome
    },
    history: (r, v) =>
      r.regime === 'mei'
        ? {
            inputs: `MEI, ${activityLabels[r.mei.activity].toLowerCase()}, ${formatMoney(v.faturamento ?? 0)} por mês`,
            result: meiStatusSummary(r.mei),
          }
        : {
            inputs: `Simples, ${annexLabels[r.simples.annex]}, ${formatMoney(v.faturamento ?? 0)} por mês`,
            result: `DAS ${formatMoney(r.simples.monthlyTax)} (${formatPercent(r.simples.taxRate)})`,
          },
  })
  const clear = useDefaultTableYear(form)
  const simples = form.values.regime === 'simples'
  const annex = (Number(form.values.anexo) || 1) as SimplesAnnex
  // Above 20% of the limit the MEI is excluded: the same figures, simulated in the Simples.
  const simulateSimples = (figures: NonNullable<MeiResult['simples']>) =>
    void form.computeNow({
      regime: 'simples',
      rbt12: toInputText(figures.rbt12, { ...numberOptions(fields.rbt12), fixed: true }),
      ...(figures.anexo === null ? {} : { anexo: String(figures.anexo) }),
    })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular impostos do MEI ou do Simples Nacional"
      onClear={clear}
      result={(r) => (
        <>
          {/* A result of the other regime would answer a question no longer on screen. */}
          {r.regime === 'mei' && !simples ? (
            <MeiResultCard r={r.mei} onSimples={simulateSimples} />
          ) : null}
          {r.regime === 'simples' && simples ? (
            <SimplesResultCard r={r.simples} rbt12Typed={r.rbt12Typed} />
          ) : null}
        </>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('faturamento')}
          label="Faturamento do mês (R$)"
          placeholder="Ex.: 5.000,00"
          alertError
        />
        <SelectField field={form.field('regime')} label="Regime" options={regimeOptions} />
        {simples ? (
          <>
            <SelectField
              field={form.field('anexo')}
              label="Anexo do Simples Nacional"
              options={annexOptions}
              hint={annexCovers[annex]}
            />
            <NumberField
              field={form.field('rbt12')}
              label="Receita dos últimos 12 meses (RBT12, R$)"
              placeholder="Opcional"
              hint="Vazio: faturamento do mês × 12."
            />
          </>
        ) : (
          <>
            <SelectField
              field={form.field('atividade')}
              label="Atividade do MEI"
              options={activityOptions}
              hint="Comércio e indústria pagam ICMS; serviços, ISS; quem faz os dois paga ambos."
            />
            <NumberField
              field={form.field('faturamentoAnual')}
              label="Faturamento no ano (opcional)"
              placeholder="Ex.: 60.000,00"
              hint="O limite do MEI é do ano todo: um mês alto não tira ninguém do MEI. Vazio: o mês × 12."
            />
            <SelectField
              field={form.field('abertura')}
              label="Mês de abertura (se abriu este ano)"
              options={openingOptions(form.values.ano ?? '', form.values.abertura ?? '')}
              hint="No ano em que abriu, o limite é proporcional aos meses de atividade, contando o mês da abertura."
            />
          </>
        )}
        <TableYearSelect
          field={form.field('ano')}
          hint={
            simples
              ? 'As faixas do Simples são as mesmas desde 2018.'
              : 'O DAS do MEI segue o salário mínimo do ano.'
          }
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
