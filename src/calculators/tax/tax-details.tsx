import { Note } from '@/components/form/note.tsx'
import { SIMPLES_SOURCE } from '@/lib/law/tables/simples-nacional.ts'
import type { MeiResult, SimplesResult } from '@/lib/tax/tax.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'

import { DetailList } from '@/components/detail-list.tsx'
import { TableFootnote } from '@/components/legal/table-footnote.tsx'

import { annexCovers, annexLabels, componentLabels } from './tax-text.ts'

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

/** Below the MEI result's figures: the limit used, the exit rule and the table's source. */
export function MeiDetails({ r }: { r: MeiResult }) {
  return (
    <>
      <LimitBar used={r.limitUsed} limit={r.annualLimit} />
      <Note>
        O limite é de {formatMoney(r.annualLimit)} por ano ({formatMoney(r.monthlyLimit)} por mês de
        atividade no ano de abertura). Quem passa até 20% do limite sai do MEI em janeiro do ano
        seguinte; acima disso, a saída é retroativa (LC 123/2006, art. 18-A §7º).
      </Note>
      <TableFootnote year={r.year} parts={['mei', 'salario-minimo']} />
    </>
  )
}

/** Below the Simples result's figures: how the effective rate came out, and the notes. */
export function SimplesDetails({ r }: { r: SimplesResult }) {
  return (
    <>
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
        III), o sublimite de R$&nbsp;3,6&nbsp;milhões do ICMS e do ISS nem retenções e substituição
        tributária.
      </Note>
      <p className="text-muted-foreground border-t pt-3 text-xs">
        <span className="text-foreground font-semibold">Tabela de {r.year}:</span> Simples Nacional
        — {SIMPLES_SOURCE}, a mesma desde 2018.
      </p>
    </>
  )
}
