import { Suspense } from 'react'

import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { FieldError } from '@/lib/core/outcome.ts'
import { fail, ok } from '@/lib/core/outcome.ts'
import { SIMPLES_ANNEXES, type SimplesAnnex } from '@/lib/law/tables/simples-nacional.ts'
import { MEI_ACTIVITIES } from '@/lib/tax/tax-options.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'

import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { tableYearField, useDefaultTableYear } from '@/components/legal/table-year.ts'

import { MeiResultCard, SimplesResultCard, type TaxView } from './tax-result.tsx'
import { MeiDetails, SimplesDetails } from './load-tax-details.ts'
import { activityLabels, annexCovers, annexLabels } from './tax-text.ts'

const REGIMES = ['mei', 'simples'] as const
const tax = lazyModule(() => import('@/lib/tax/tax.ts'))

const ANNEX_OPTIONS = SIMPLES_ANNEXES.map(String)

/** The seed's MEI limit text, shown beside the field (docs/decisions.md §2, docs/product.md §8). */
const MEI_LIMIT_MESSAGE =
  'Receita muito alta para MEI. O limite é R$ 81.000 anuais (R$ 6.750 mensais).'

const fields = {
  faturamento: {
    kind: 'money',
    messages: {
      required: 'Informe o faturamento do mês.',
      negative: 'O faturamento não pode ser negativo.',
      'not-positive': 'Informe um faturamento maior que zero.',
      // MEI over its limit; the Simples case is reported as too-large (see compute).
      'over-limit': MEI_LIMIT_MESSAGE,
      'too-large':
        'Faturamento anual (mês × 12) acima de R$ 4.800.000,00: a empresa fica fora do Simples Nacional (LC 123/2006, art. 3º, II).',
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
        'Receita de 12 meses acima de R$ 4.800.000,00: a empresa fica fora do Simples Nacional (LC 123/2006, art. 3º, II).',
    },
  },
  ano: tableYearField,
} as const

/**
 * One form for both regimes, so a link carries `regime`. The revenue field has one message per
 * code, and its limit differs by regime: MEI's limit stays `over-limit` (the seed's text), and
 * the Simples one on the revenue becomes `too-large` (outside the Simples).
 */
function recode(errors: FieldError[], regime: 'mei' | 'simples'): FieldError[] {
  return errors.map((error) => {
    if (error.field !== 'faturamento') return error
    if (regime === 'mei' && error.code === 'too-large') return { ...error, code: 'over-limit' }
    if (regime === 'simples' && error.code === 'over-limit') return { ...error, code: 'too-large' }
    return error
  })
}

const activityOptions = MEI_ACTIVITIES.map((value) => ({ value, label: activityLabels[value] }))
const annexOptions = SIMPLES_ANNEXES.map((annex) => ({
  value: String(annex),
  label: annexLabels[annex],
}))
const regimeOptions = [
  { value: 'mei', label: 'MEI (até R$ 81.000 por ano)' },
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
          : fail(...recode(outcome.errors, 'simples'))
      }
      const outcome = lib.calculateMei(
        { faturamento: v.faturamento, atividade: v.atividade, ano },
        new Date().getFullYear(),
      )
      return outcome.ok
        ? ok<TaxView>({ regime: 'mei', mei: outcome.value })
        : fail(...recode(outcome.errors, 'mei'))
    },
    history: (r, v) =>
      r.regime === 'mei'
        ? {
            inputs: `MEI, ${activityLabels[r.mei.activity].toLowerCase()}, ${formatMoney(v.faturamento ?? 0)} por mês`,
            result: `DAS ${formatMoney(r.mei.monthlyTax)} por mês`,
          }
        : {
            inputs: `Simples, ${annexLabels[r.simples.annex]}, ${formatMoney(v.faturamento ?? 0)} por mês`,
            result: `DAS ${formatMoney(r.simples.monthlyTax)} (${formatPercent(r.simples.taxRate)})`,
          },
  })
  const clear = useDefaultTableYear(form)
  const simples = form.values.regime === 'simples'
  const annex = (Number(form.values.anexo) || 1) as SimplesAnnex
  const r = form.result

  return (
    <div>
      <CalculatorForm form={form} label="Calcular impostos do MEI ou do Simples Nacional">
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
            <SelectField
              field={form.field('atividade')}
              label="Atividade do MEI"
              options={activityOptions}
              hint="Comércio e indústria pagam ICMS; serviços, ISS; quem faz os dois paga ambos."
            />
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
        <FormActions onClear={clear} />
        {!simples && form.field('faturamento').errorCode === 'over-limit' ? (
          // Over the MEI limit the business is an ME in the Simples: one press simulates it
          // with the same revenue (desenquadramento, LC 123/2006, art. 18-A).
          <div className="bg-muted flex flex-col items-start gap-2 rounded-lg px-3 py-3 text-sm">
            <p>
              Acima do limite, a empresa deixa o MEI e passa a recolher como microempresa no Simples
              Nacional. Veja quanto pagaria com este faturamento:
            </p>
            <Button
              type="button"
              variant="outline"
              onClick={() => void form.computeNow({ regime: 'simples' })}
            >
              Simular no Simples Nacional
            </Button>
          </div>
        ) : null}
      </CalculatorForm>
      <ResultRegion stale={form.stale}>
        <Suspense fallback={null}>
          {/* A result of the other regime would answer a question no longer on screen. */}
          {r?.regime === 'mei' && !simples ? <MeiResultCard r={r.mei} /> : null}
          {r?.regime === 'simples' && simples ? (
            <SimplesResultCard r={r.simples} rbt12Typed={r.rbt12Typed} />
          ) : null}
        </Suspense>
      </ResultRegion>
    </div>
  )
}
