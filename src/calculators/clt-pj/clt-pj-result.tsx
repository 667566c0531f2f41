import { ResultCard } from '@/components/form/result-card.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import type { CltPjResult } from '@/lib/clt-pj/clt-pj.ts'
import { cn } from '@/utils/cn.ts'
import { formatMoney } from '@/utils/format.ts'
import { fitStyle } from '@/utils/format-fit.ts'

import { annexName, verdictText } from './clt-pj-text.ts'
import { CltPjDetails } from './load-clt-pj-details.ts'

function Side({
  title,
  month,
  year,
  ahead,
}: {
  title: string
  month: number
  year: number
  ahead: boolean
}) {
  const monthText = formatMoney(month)
  const yearText = formatMoney(year)
  return (
    // Two to a row even at 360 px: each figure scales down to its half (fitStyle).
    <section
      aria-label={title}
      className={cn(
        '@container flex min-w-0 flex-col gap-1 rounded-xl p-3',
        ahead ? 'border-primary border-2' : 'border',
      )}
    >
      <h3 className="text-sm font-semibold">
        {title}
        {ahead ? <span className="text-primary block text-xs">rende mais</span> : null}
      </h3>
      <p className="text-muted-foreground text-xs">Por mês</p>
      <p
        style={fitStyle(monthText)}
        className="text-[length:min(1.25rem,var(--fit))] leading-tight font-bold tabular-nums"
      >
        {monthText}
      </p>
      <p className="text-muted-foreground text-xs">Por ano</p>
      <p
        style={fitStyle(yearText)}
        className="text-[length:min(1rem,var(--fit))] leading-tight font-semibold tabular-nums"
      >
        {yearText}
      </p>
    </section>
  )
}

export function CltPjResultCard({ r }: { r: CltPjResult }) {
  const verdict = verdictText(r)
  const solved = r.revenueSolved
  const pjAhead = r.difference > 0
  const cltAhead = r.difference < 0
  const main = solved
    ? {
        label: 'Faturamento mensal para o PJ empatar com a CLT',
        value: r.breakEvenRevenue === null ? 'Fora do Simples' : formatMoney(r.breakEvenRevenue),
      }
    : {
        label:
          r.monthlyDifference > 0
            ? 'Diferença por mês a favor do PJ'
            : r.monthlyDifference < 0
              ? 'Diferença por mês a favor da CLT'
              : 'Diferença por mês',
        value: formatMoney(Math.abs(r.monthlyDifference)),
      }
  const yearly =
    r.difference === 0
      ? 'No ano, empatam.'
      : `No ano, ${formatMoney(Math.abs(r.difference))} a mais ${pjAhead ? 'no PJ' : 'na CLT'}.`
  return (
    <ResultCard
      steps={r.steps}
      main={main}
      shareValue={`${verdict} (CLT ${formatMoney(r.clt.salary)}, PJ ${formatMoney(r.revenue)}, tabela de ${r.year})`}
      badge={
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium">
            {solved && r.breakEvenRevenue !== null
              ? `${verdict}: abaixo disso, a CLT rende mais; acima, o PJ.`
              : `${verdict}. ${yearly}`}
          </p>
          <PendingTablesNote pending={r.pending} />
          <div className="grid grid-cols-2 gap-2">
            <Side
              title="CLT"
              month={r.cltMonthly}
              year={r.clt.package}
              ahead={!solved && cltAhead}
            />
            <Side
              title={`PJ, ${annexName(r.best.annex)}`}
              month={r.best.monthlyNet}
              year={r.best.annualNet}
              ahead={!solved && pjAhead}
            />
          </div>
          <p className="text-muted-foreground text-xs">
            O que fica no seu bolso. CLT: líquido do ano com férias e 13º, mais FGTS e benefícios,
            dividido por 12. PJ{solved ? `, faturando ${formatMoney(r.revenue)}` : ''}: pró-labore
            líquido e lucro, 12 meses. Tabela de {r.year}.
          </p>
        </div>
      }
      items={[
        !solved && {
          label: 'Faturamento em que o PJ empata',
          value: r.breakEvenRevenue === null ? 'Fora do Simples' : formatMoney(r.breakEvenRevenue),
          hint: 'Por mês. Abaixo dele, a CLT rende mais.',
        },
        {
          label: 'Nota fiscal de mesmo custo para a empresa',
          value: formatMoney(r.sameCostInvoice),
          hint: 'Por mês: o custo anual do CLT ÷ 12.',
        },
        {
          label: 'Custo do CLT para a empresa no ano',
          value: formatMoney(r.clt.employerCost),
          hint: `Lucro presumido: salários, 13º e férias + 27,8% de encargos, FGTS e benefícios. No Simples: ${formatMoney(r.clt.employerCostSimples)}.`,
        },
      ]}
      rule="CLT: 11 salários líquidos + férias com 1/3 + 13º + FGTS de 8% + benefícios. PJ no Simples Nacional: faturamento − DAS (Anexo III com Fator R ≥ 28%, senão V) − INSS de 11% e IRRF do pró-labore − contador (LC 123/2006, art. 18)."
    >
      <CltPjDetails r={r} />
    </ResultCard>
  )
}
