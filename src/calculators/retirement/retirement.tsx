import { lazy, Suspense } from 'react'

import { AfterPaint } from '@/components/after-paint.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { ageWarning } from '@/components/form/plausible.ts'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { YearTable } from '@/components/year-table.tsx'
import { ok } from '@/lib/core/outcome.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { equivalentRate } from '@/utils/rate-text.ts'

// The chart is its own chunk, fetched only when a result is shown (no chart library: see the
// component's comment on the 12 KB budget).
const BalanceChart = lazy(() => import('@/components/balance-chart.tsx'))

const retirement = lazyModule(() => import('@/lib/retirement/retirement.ts'))

const fields = {
  idade: {
    kind: 'integer',
    warn: ageWarning,
    messages: {
      required: 'Informe a sua idade atual.',
      'too-large': 'A idade máxima é 120 anos.',
    },
  },
  idadeAposentadoria: {
    kind: 'integer',
    warn: ageWarning,
    messages: {
      required: 'Informe a idade em que quer se aposentar.',
      'too-small': 'A idade para se aposentar deve ser maior que a idade atual.',
    },
  },
  patrimonio: { kind: 'money' },
  aporte: { kind: 'money' },
  rentabilidade: {
    kind: 'percent',
    messages: {
      required: 'Informe a rentabilidade esperada ao ano.',
      'too-large': 'A rentabilidade máxima é de 1.000% ao ano.',
    },
  },
  meta: { kind: 'money' },
  // Filled in, so a person sees the assumption and can change it; links without it use 4%.
  inflacao: {
    kind: 'percent',
    initial: '4',
    messages: { 'too-large': 'A inflação máxima é de 100% ao ano.' },
  },
} as const

export default function RetirementCalculator() {
  const form = useCalculatorForm({
    id: 'retirement',
    fields,
    // The rule line names the return and the goal as typed, so the result keeps them.
    lib: retirement,
    compute: (v, lib) => {
      const outcome = lib.calculateRetirement(v)
      return outcome.ok
        ? ok({
            ...outcome.value,
            rentabilidade: v.rentabilidade ?? 0,
            idade: v.idade ?? 0,
            idadeAposentadoria: v.idadeAposentadoria ?? 0,
            meta: v.meta ?? 0,
          })
        : outcome
    },
    history: (r, v) => ({
      inputs: `${r.idade} → ${r.idadeAposentadoria} anos, ${formatMoney(v.aporte ?? 0)}/mês a ${formatNumber(r.rentabilidade, 4)}% ao ano`,
      result: `Acumulado ${formatMoney(r.futureValue)}`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular aposentadoria"
      result={(r) => (
        <ResultCard
          steps={r.steps}
          main={{
            label: `Patrimônio acumulado aos ${r.idadeAposentadoria} anos`,
            value: formatMoney(r.futureValue),
          }}
          shareValue={`${formatMoney(r.futureValue)} aos ${r.idadeAposentadoria} anos`}
          badge={
            r.meta > 0 ? (
              <span
                className={
                  r.goalReached
                    ? 'bg-success/15 text-success inline-flex rounded-full px-3 py-1 text-sm font-semibold'
                    : 'bg-destructive/10 text-destructive inline-flex rounded-full px-3 py-1 text-sm font-semibold'
                }
              >
                {r.goalReached ? 'Meta alcançada' : 'Meta não alcançada'}
              </span>
            ) : null
          }
          items={[
            {
              label: 'Tempo até a aposentadoria',
              value: r.yearsToRetirement === 1 ? '1 ano' : `${r.yearsToRetirement} anos`,
            },
            { label: 'Total aportado', value: formatMoney(r.totalContributed) },
            { label: 'Juros ganhos', value: formatMoney(r.interestEarned) },
            {
              label: 'Patrimônio em dinheiro de hoje',
              value: formatMoney(r.today.value),
              hint: `O que ${formatMoney(r.futureValue)} compram hoje, com inflação de ${formatNumber(r.today.inflation, 4)}% ao ano`,
              strong: true,
            },
            r.shortfall > 0 && {
              label: 'Falta para a meta',
              value: formatMoney(r.shortfall),
            },
            r.monthlyNeeded > 0 && {
              label: 'Aporte mensal necessário para a meta',
              value: formatMoney(r.monthlyNeeded),
              hint: `Aporte total por mês para chegar a ${formatMoney(r.meta)}`,
              strong: true,
            },
          ]}
          rule={`Juros compostos com aportes no fim de cada mês. ${equivalentRate(r.rentabilidade, 'ano', { monthly: r.monthlyRate, annual: r.rentabilidade })}`}
        >
          {/* The figures paint first; the chart (a bar and three amounts a year) and the
              table a frame later. */}
          <AfterPaint token={r}>
            <Suspense fallback={<div aria-hidden className="h-72" />}>
              <BalanceChart
                rows={r.yearly}
                summary={`Dos ${r.idade} aos ${r.idadeAposentadoria} anos, ${formatMoney(r.totalContributed)} aportados rendem ${formatMoney(r.interestEarned)} de juros e chegam a ${formatMoney(r.futureValue)}.`}
              />
            </Suspense>
            <YearTable rows={r.yearly} />
          </AfterPaint>
          <Note>
            Simulação com rentabilidade constante; os resultados reais variam. Não considera
            impostos nem taxas.
          </Note>
        </ResultCard>
      )}
    >
      {/* This page projects savings; the INSS benefit has its own page (the two were confused). */}
      <p className="text-sm">
        Esta calculadora projeta seus investimentos até a aposentadoria. Para saber quando se
        aposenta pelo INSS e quanto vai receber, use a{' '}
        <a href="/calculadora-aposentadoria-inss" className="font-medium underline">
          calculadora de aposentadoria pelo INSS
        </a>
        .
      </p>
      <FieldGrid>
        <NumberField
          field={form.field('idade')}
          label="Idade atual (anos)"
          placeholder="Ex.: 30"
          unit="anos"
        />
        <NumberField
          field={form.field('idadeAposentadoria')}
          label="Idade para se aposentar (anos)"
          placeholder="Ex.: 65"
          unit="anos"
        />
        <NumberField
          field={form.field('patrimonio')}
          label="Patrimônio atual (R$)"
          placeholder="10.000,00"
        />
        <NumberField field={form.field('aporte')} label="Aporte mensal (R$)" placeholder="500,00" />
        <NumberField
          field={form.field('rentabilidade')}
          label="Rentabilidade esperada (% ao ano)"
          placeholder="Ex.: 8"
          hint="Antes de descontar a inflação."
        />
        <NumberField
          field={form.field('meta')}
          label="Meta de patrimônio (R$)"
          placeholder="1.000.000,00"
          hint="Opcional: mostra o aporte mensal necessário."
        />
        <NumberField
          field={form.field('inflacao')}
          label="Inflação esperada (% ao ano)"
          placeholder="Ex.: 4"
          hint="Para mostrar o patrimônio em dinheiro de hoje. Use 0 se a rentabilidade já descontar a inflação."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
