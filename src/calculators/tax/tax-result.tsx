import { ResultCard, type ResultItem } from '@/components/form/result-card.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import { Button } from '@/components/ui/button.tsx'
import type { MeiResult, SimplesResult } from '@/lib/tax/tax.ts'
import {
  formatDate,
  formatMoney,
  formatMonthOfYear,
  formatNumber,
  formatPercent,
} from '@/utils/format.ts'

import { MeiDetails, SimplesDetails } from './load-tax-details.ts'
import { activityLabels, annexLabels, componentLabels, excessActivityLabels } from './tax-text.ts'

export type TaxView =
  | { regime: 'mei'; mei: MeiResult }
  | { regime: 'simples'; simples: SimplesResult; rbt12Typed: boolean }

type MeiCardProps = {
  r: MeiResult
  /** Simulates the Simples with the figures of an excluded MEI. */
  onSimples: (figures: NonNullable<MeiResult['simples']>) => void
}

/** The year's revenue, named by where it came from. */
function annualRevenueLabel(r: MeiResult): string {
  if (r.annualRevenueTyped) return 'Faturamento no ano (informado)'
  return r.monthsOpen === 12
    ? 'Faturamento anual estimado (mês × 12)'
    : `Faturamento no ano estimado (mês × ${String(r.monthsOpen)} meses)`
}

function limitItem(r: MeiResult): ResultItem {
  return {
    label:
      r.openingMonth === null
        ? 'Limite do ano'
        : `Limite do ano (${formatMoney(r.monthlyLimit)} × ${String(r.monthsOpen)} meses)`,
    value: formatMoney(r.annualLimit),
  }
}

function badge(r: MeiResult) {
  return (
    <>
      <p className="text-muted-foreground text-sm">
        {activityLabels[r.activity]} · Tabela de {r.year}
        {r.openingMonth === null
          ? null
          : ` · Aberto em ${formatMonthOfYear(r.openingMonth, r.year)}`}
      </p>
      <PendingTablesNote pending={r.pending} />
    </>
  )
}

export function MeiResultCard({ r, onSimples }: MeiCardProps) {
  const { status } = r
  if (status.kind === 'excluded') {
    const figures = r.simples
    return (
      <ResultCard
        steps={r.steps}
        main={{
          label: 'Excesso sobre o limite do MEI',
          value: formatMoney(status.excess),
          tone: 'negative',
        }}
        shareValue={`Faturamento ${formatMoney(status.excess)} acima do limite do MEI: fora do MEI desde ${formatDate(status.since)}`}
        badge={badge(r)}
        items={[
          limitItem(r),
          { label: annualRevenueLabel(r), value: formatMoney(r.annualRevenue) },
          { label: 'Tolerância de 20% do limite', value: formatMoney(status.tolerance) },
          {
            label: 'Fora do MEI desde',
            value: formatDate(status.since),
            strong: true,
            tone: 'negative',
          },
        ]}
        rule="Acima de 20% do limite, a exclusão do MEI vale desde o início do ano, ou desde a abertura no primeiro ano (LC 123/2006, art. 18-A §7º, III, “b”)."
      >
        <MeiDetails
          r={r}
          action={
            figures ? (
              <Button type="button" variant="outline" onClick={() => onSimples(figures)}>
                Simular no Simples Nacional
              </Button>
            ) : null
          }
        />
      </ResultCard>
    )
  }
  return (
    <ResultCard
      steps={r.steps}
      main={{ label: 'DAS mensal do MEI', value: formatMoney(r.monthlyTax) }}
      shareValue={`DAS do MEI ${formatMoney(r.monthlyTax)} por mês (${activityLabels[r.activity]}, tabela de ${r.year})`}
      badge={badge(r)}
      items={[
        ...(status.kind === 'tolerance'
          ? [
              { label: 'Excesso sobre o limite', value: formatMoney(status.excess) },
              ...status.excessDas.map((das): ResultItem => ({
                label: `DAS sobre o excesso: ${excessActivityLabels[das.activity]} (${formatNumber(das.rate * 100, 1)}%)`,
                value: formatMoney(das.amount),
                hint: `Pago com o DAS de janeiro de ${String(r.year + 1)}`,
                strong: true,
              })),
            ]
          : []),
        ...r.breakdown.map((part) => ({
          label: componentLabels[part.id] ?? part.id,
          value: formatMoney(part.amount),
        })),
        {
          label: `DAS no ano (${String(r.monthsOpen)} meses)`,
          value: formatMoney(r.annualTax),
          strong: true,
        },
        r.taxRate !== null && {
          label: 'Peso do DAS sobre o faturamento',
          value: formatPercent(r.taxRate),
        },
        { label: annualRevenueLabel(r), value: formatMoney(r.annualRevenue) },
        r.openingMonth !== null && limitItem(r),
      ]}
      rule="MEI: DAS fixo por mês = INSS de 5% do salário mínimo + R$&nbsp;1,00 de ICMS (comércio e indústria) e/ou R$&nbsp;5,00 de ISS (serviços), qualquer que seja o faturamento (LC 123/2006, art. 18-A)."
    >
      <MeiDetails r={r} action={null} />
    </ResultCard>
  )
}

export function SimplesResultCard({ r, rbt12Typed }: { r: SimplesResult; rbt12Typed: boolean }) {
  return (
    <ResultCard
      steps={r.steps}
      main={{ label: 'DAS estimado do mês (Simples Nacional)', value: formatMoney(r.monthlyTax) }}
      shareValue={`DAS do Simples ${formatMoney(r.monthlyTax)} (alíquota efetiva ${formatPercent(r.taxRate)}, ${annexLabels[r.annex]})`}
      badge={
        <p className="text-muted-foreground text-sm">
          {annexLabels[r.annex]} · {r.bracket}ª faixa · Tabela de {r.year}
        </p>
      }
      items={[
        { label: 'Alíquota efetiva', value: formatPercent(r.taxRate), strong: true },
        { label: 'Alíquota nominal da faixa', value: formatPercent(r.nominalRate) },
        {
          label: 'Receita dos últimos 12 meses (RBT12)',
          value: formatMoney(r.rbt12),
          hint: rbt12Typed ? undefined : 'Estimada: faturamento do mês × 12.',
        },
        { label: 'Imposto estimado no ano (12 × DAS)', value: formatMoney(r.annualTax) },
      ]}
      rule="Alíquota efetiva = (RBT12 × alíquota nominal − parcela a deduzir) ÷ RBT12 (LC 123/2006, art. 18 §1º-A); DAS = alíquota efetiva × faturamento do mês."
    >
      <SimplesDetails r={r} />
    </ResultCard>
  )
}
