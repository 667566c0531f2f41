import { ResultCard } from '@/components/form/result-card.tsx'
import type { MeiResult, SimplesResult } from '@/lib/tax/tax.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'

import { MeiDetails, SimplesDetails } from './load-tax-details.ts'
import { activityLabels, annexLabels, componentLabels } from './tax-text.ts'

export type TaxView =
  | { regime: 'mei'; mei: MeiResult }
  | { regime: 'simples'; simples: SimplesResult; rbt12Typed: boolean }

export function MeiResultCard({ r }: { r: MeiResult }) {
  return (
    <ResultCard
      calculatorId="tax"
      steps={r.steps}
      main={{ label: 'DAS mensal do MEI', value: formatMoney(r.monthlyTax) }}
      shareValue={`DAS do MEI ${formatMoney(r.monthlyTax)} por mês (${activityLabels[r.activity]}, tabela de ${r.year})`}
      badge={
        <p className="text-muted-foreground text-sm">
          {activityLabels[r.activity]} · Tabela de {r.year}
        </p>
      }
      items={[
        ...r.breakdown.map((part) => ({
          label: componentLabels[part.id] ?? part.id,
          value: formatMoney(part.amount),
        })),
        { label: 'DAS no ano (12 meses)', value: formatMoney(r.annualTax), strong: true },
        r.taxRate !== null && {
          label: 'Peso do DAS sobre o faturamento',
          value: formatPercent(r.taxRate),
        },
        { label: 'Faturamento anual estimado (mês × 12)', value: formatMoney(r.annualRevenue) },
      ]}
      rule="MEI: DAS fixo por mês = INSS de 5% do salário mínimo + R$&nbsp;1,00 de ICMS (comércio e indústria) e/ou R$&nbsp;5,00 de ISS (serviços), qualquer que seja o faturamento (LC 123/2006, art. 18-A)."
    >
      <MeiDetails r={r} />
    </ResultCard>
  )
}

export function SimplesResultCard({ r, rbt12Typed }: { r: SimplesResult; rbt12Typed: boolean }) {
  return (
    <ResultCard
      calculatorId="tax"
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
