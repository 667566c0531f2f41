import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { sumMoney } from '@/lib/core/money.ts'
import type { ThirteenthResult } from '@/lib/salary/salary-types.ts'
import { legalTable } from '@/lib/law/tables/by-year.ts'
import { formatDate, formatLongDate, formatMoney } from '@/utils/format.ts'

import { InssCentsNote, IrrfDetails, IrrfHistoryNote } from './irrf-details.tsx'
import { AmountRow } from '@/components/legal/amount-row.tsx'
import { PayslipTable } from './payslip-table.tsx'
import { TableFootnote } from '@/components/legal/table-footnote.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import { ScrollBox } from '@/components/table-box.tsx'

export type ThirteenthView = ThirteenthResult & { dependents: number }

function Installments({ r }: { r: ThirteenthView }) {
  const rows = [
    {
      name: '1ª parcela',
      detail: 'Metade do 13º, sem descontos',
      due: r.firstInstallmentDue,
      value: r.firstInstallment,
    },
    {
      name: '2ª parcela',
      detail:
        r.alimony > 0 ? 'O restante, menos INSS, IRRF e pensão' : 'O restante, menos INSS e IRRF',
      due: r.secondInstallmentDue,
      value: r.secondInstallment,
    },
  ]
  return (
    <ScrollBox label="Parcelas do 13º salário">
      <table className="w-full text-sm">
        <caption className="sr-only">Parcelas do 13º salário e datas de pagamento</caption>
        <thead className="bg-muted/60 text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
              Parcela e data de pagamento
            </th>
            {/* On a phone each amount is drawn beside its label (AmountRow), not in a column. */}
            <th scope="col" className="px-2 py-2 text-right font-medium max-sm:sr-only sm:px-3">
              Valor
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <AmountRow
              key={row.name}
              label={
                <>
                  <span className="font-semibold">{row.name}</span>: até{' '}
                  <time dateTime={row.due} title={formatLongDate(row.due)}>
                    {formatDate(row.due)}
                  </time>
                </>
              }
              note={row.detail}
              amount={formatMoney(row.value)}
              amountClassName="font-semibold"
            />
          ))}
        </tbody>
      </table>
    </ScrollBox>
  )
}

export function ThirteenthResultCard({ r }: { r: ThirteenthView }) {
  const reduction = legalTable(r.year).irrfReduction !== null
  return (
    <ResultCard
      steps={r.steps}
      main={{ label: '13º salário líquido (as duas parcelas)', value: formatMoney(r.net) }}
      shareValue={`13º salário líquido ${formatMoney(r.net)} (${r.months}/12 avos, tabela de ${r.year})`}
      badge={
        <>
          <p className="text-muted-foreground text-sm">
            Tabela de {r.year} · {r.months}/12 avos · 13º bruto {formatMoney(r.gross)}
          </p>
          <PendingTablesNote pending={r.pending} />
        </>
      }
      rule="13º = salário × meses trabalhados ÷ 12 (Lei 4.090/1962; 15 dias ou mais contam como mês). 1ª parcela até 30/11, sem descontos; 2ª até 20/12, com INSS e IRRF sobre o 13º inteiro (Lei 4.749/1965)."
    >
      <Installments r={r} />
      <PayslipTable
        caption="Descontos do 13º salário"
        earnings={[
          { label: '13º salário bruto', reference: `${r.months}/12 avos`, amount: r.gross },
        ]}
        deductions={[
          { label: 'INSS sobre o 13º', reference: 'Calculado à parte do salário', amount: r.inss },
          { label: 'IRRF sobre o 13º', reference: 'Exclusivo na fonte', amount: r.irrf },
          r.alimony > 0 && {
            label: 'Pensão alimentícia',
            reference: 'Sobre o 13º',
            amount: r.alimony,
          },
        ]}
        totals={{ earnings: r.gross, deductions: sumMoney(r.inss, r.irrf, r.alimony) }}
        net={{ label: '13º líquido', value: r.net }}
      />
      <IrrfDetails irrf={r.irrfDetail} year={r.year} dependents={r.dependents} thirteenth />
      <Note>
        O IRRF do 13º é exclusivo na fonte e calculado separado do salário do mês, com a tabela
        mensal e a dedução mais vantajosa, como no salário (RIR/2018, art. 700; Lei 9.250/1995, art.
        4º §2º){reduction ? ', e com a redução da Lei 15.270/2025' : ''}. Todo imposto calculado é
        retido, mesmo até R$&nbsp;10,00: a dispensa da Lei 9.430/1996, art. 67, vale só para o que
        entra na declaração anual, e o 13º não entra.
      </Note>
      <InssCentsNote />
      <IrrfHistoryNote />
      <TableFootnote
        year={r.year}
        parts={reduction ? ['inss', 'irrf', 'reducao'] : ['inss', 'irrf']}
      />
    </ResultCard>
  )
}
