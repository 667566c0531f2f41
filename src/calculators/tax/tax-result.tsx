import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { SIMPLES_SOURCE } from '@/lib/tables/simples-nacional.ts'
import type { MeiResult, SimplesResult } from '@/lib/tax.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'

import { DetailList } from '@/calculators/salary/detail-list.tsx'
import { TableFootnote } from '@/calculators/salary/table-year-select.tsx'

import { activityLabels, annexCovers, annexLabels, componentLabels } from './tax-text.ts'

export type TaxView =
  | { regime: 'mei'; mei: MeiResult }
  | { regime: 'simples'; simples: SimplesResult; rbt12Typed: boolean }

function LimitBar({ used, limit }: { used: number; limit: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm">
        <span className="font-semibold">{formatPercent(used)}</span> do limite anual de{' '}
        {formatMoney(limit)} usado
      </p>
      {/* The figure above says it; the bar only draws it. */}
      <div aria-hidden className="bg-muted h-2.5 overflow-hidden rounded-full">
        <div
          className={used > 80 ? 'h-full bg-amber-500' : 'bg-primary h-full'}
          style={{ width: `${Math.min(used, 100)}%` }}
        />
      </div>
    </div>
  )
}

export function MeiResultCard({ r }: { r: MeiResult }) {
  return (
    <ResultCard
      calculatorId="tax"
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
      rule="MEI: DAS fixo por mês = INSS de 5% do salário mínimo + R$ 1,00 de ICMS (comércio e indústria) e/ou R$ 5,00 de ISS (serviços), qualquer que seja o faturamento (LC 123/2006, art. 18-A)."
    >
      <LimitBar used={r.limitUsed} limit={r.annualLimit} />
      <Note>
        O limite é de {formatMoney(r.annualLimit)} por ano ({formatMoney(r.monthlyLimit)} por mês de
        atividade no ano de abertura). Quem passa até 20% do limite sai do MEI em janeiro do ano
        seguinte; acima disso, a saída é retroativa (LC 123/2006, art. 18-A §7º).
      </Note>
      <TableFootnote year={r.year} parts={['mei', 'salario-minimo']} />
    </ResultCard>
  )
}

export function SimplesResultCard({ r, rbt12Typed }: { r: SimplesResult; rbt12Typed: boolean }) {
  return (
    <ResultCard
      calculatorId="tax"
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
      <DetailList
        title="Como a alíquota efetiva foi calculada"
        items={[
          ...r.breakdown.map((part) => ({
            label: componentLabels[part.id] ?? part.id,
            value: formatMoney(part.amount),
            strong: part.id === 'imposto-sobre-rbt12',
          })),
          {
            label: '÷ RBT12 = alíquota efetiva',
            value: formatPercent(r.taxRate),
            strong: true,
          },
        ]}
      />
      <Note>
        {annexLabels[r.annex]}: {annexCovers[r.annex]}
      </Note>
      <Note>
        Valores aproximados. Não consideram o Fator R (que leva algumas atividades do Anexo V ao
        III), o sublimite de R$ 3,6 milhões do ICMS e do ISS nem retenções e substituição
        tributária.
      </Note>
      <p className="text-muted-foreground border-t pt-3 text-xs">
        <span className="text-foreground font-semibold">Tabela de {r.year}:</span> Simples Nacional
        — {SIMPLES_SOURCE}, a mesma desde 2018.
      </p>
    </ResultCard>
  )
}
