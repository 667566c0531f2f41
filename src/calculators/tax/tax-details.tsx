import type { ReactNode } from 'react'

import { Note } from '@/components/form/note.tsx'
import { SIMPLES_SOURCE } from '@/lib/law/tables/simples-nacional.ts'
import type { MeiResult, SimplesResult } from '@/lib/tax/tax.ts'
import { formatDate, formatMoney, formatMonthOfYear, formatPercent } from '@/utils/format.ts'

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

/** What the year's revenue means for the MEI, in the result's own figures. */
function MeiStatus({ r }: { r: MeiResult }) {
  const { status } = r
  const nextYear = String(r.year + 1)
  switch (status.kind) {
    case 'within':
      return (
        <Note>
          O limite do MEI é de {formatMoney(r.annualLimit)} no ano
          {r.openingMonth === null
            ? ` (no ano de abertura, ${formatMoney(r.monthlyLimit)} por mês de atividade)`
            : `, ${formatMoney(r.monthlyLimit)} por mês desde a abertura`}
          : um mês acima de {formatMoney(r.monthlyLimit)} é normal, o que conta é o total do ano.
          Quem passa até 20% do limite sai do MEI em 1º de janeiro do ano seguinte; acima disso, a
          saída vale desde o início do ano (LC 123/2006, art. 18-A §§1º, 2º e 7º).
        </Note>
      )
    case 'tolerance':
      return (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-500/60 px-3 py-3 text-sm">
          <p className="font-semibold">
            Passou do limite em até 20%: continua MEI até {formatDate(`${String(r.year)}-12-31`)} e
            vira microempresa do Simples Nacional em {formatDate(status.leavesOn)}.
          </p>
          <p>
            O DAS sobre o excesso de {formatMoney(status.excess)} sai na declaração anual
            (DASN-SIMEI) e é pago, sem multa nem juros, junto com o DAS de janeiro de {nextYear} (LC
            123/2006, art. 18-A §10; Res. CGSN 140/2018, art. 115 §8º).{' '}
            {r.activity === 'ambos'
              ? 'Para quem vende e presta serviços, a DASN-SIMEI divide o excesso entre comércio e serviços: o valor fica entre os dois mostrados.'
              : r.activity === 'comercio'
                ? 'Vale a alíquota da sua atividade: comércio (Anexo I) ou indústria (Anexo II).'
                : null}
          </p>
          <p className="text-muted-foreground">
            Comunique a saída do MEI no Portal do Simples Nacional até o último dia útil do mês
            seguinte ao do excesso; sem isso, há multa (Res. CGSN 140/2018, art. 117).
          </p>
        </div>
      )
    case 'excluded':
      return (
        <div className="flex flex-col gap-2 rounded-lg border border-red-500/60 px-3 py-3 text-sm">
          <p className="font-semibold">
            Passou do limite em mais de 20%: a empresa deixa o MEI desde{' '}
            {r.openingMonth === null
              ? `1º de janeiro de ${String(r.year)}`
              : `a abertura, em ${formatMonthOfYear(r.openingMonth, r.year)}`}
            .
          </p>
          <p>
            Desde então, paga como microempresa do Simples Nacional, mês a mês, sobre a receita de
            cada mês; os meses já vencidos vão com multa e juros de atraso (LC 123/2006, art. 18-A
            §§7º e 9º). Veja quanto seria o DAS do Simples com estes valores:
          </p>
        </div>
      )
  }
}

/** Below the MEI result's figures: the limit used, what follows from it and the table's source. */
export function MeiDetails({ r, action }: { r: MeiResult; action: ReactNode }) {
  return (
    <>
      <LimitBar used={r.limitUsed} limit={r.annualLimit} />
      <MeiStatus r={r} />
      {action ? <div>{action}</div> : null}
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
