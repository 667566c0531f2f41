import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import type { ProfitSharingResult } from '@/lib/profit-sharing/profit-sharing.ts'
import { formatDate, formatMoney, formatPercent } from '@/utils/format.ts'

export function ProfitSharingResultCard({ r }: { r: ProfitSharingResult }) {
  const twoPayments = r.previous > 0
  const since = formatDate(r.table.effectiveFrom)
  return (
    <ResultCard
      steps={r.steps}
      main={{ label: 'PLR líquida', value: formatMoney(r.net) }}
      shareValue={`PLR de ${formatMoney(r.plr)}: IRRF ${formatMoney(r.tax)}, líquida ${formatMoney(r.net)}`}
      badge={
        <p className="text-muted-foreground text-sm">
          Tabela da PLR em vigor desde {since}
          {r.beyondTables ? ', a mais recente: não há outra publicada depois dela' : ''}
        </p>
      }
      items={[
        { label: 'IRRF retido', value: formatMoney(r.tax), strong: true },
        twoPayments && {
          label: 'PLR do ano (com a anterior)',
          value: formatMoney(r.yearTotal),
          hint: `Imposto sobre a soma: ${formatMoney(r.taxOnTotal)}, menos ${formatMoney(r.previousTax)} da parcela anterior.`,
        },
        {
          label: 'Faixa da tabela',
          value: r.rate === 0 ? 'Isenta' : formatPercent(r.rate),
          hint: 'Sem INSS e sem FGTS; não entra na declaração anual (tributação exclusiva).',
        },
      ]}
      rule="Lei 10.101/2000, art. 3º: a PLR tem IR exclusivo na fonte, pela tabela anual própria do Anexo (§5º); uma segunda parcela no mesmo ano é tributada sobre a soma, descontado o imposto já retido (§7º)."
    >
      {twoPayments && r.date.slice(0, 4) === '2025' ? (
        <Note>
          Se a parcela anterior foi paga até abril de 2025, o imposto dela seguiu a tabela de
          fevereiro de 2024: se o valor retido no seu informe for diferente, a conta muda.
        </Note>
      ) : null}
      <Note>
        Pensão alimentícia judicial descontada da PLR reduz a base do imposto (§10); esta conta não
        a considera.
      </Note>
    </ResultCard>
  )
}
