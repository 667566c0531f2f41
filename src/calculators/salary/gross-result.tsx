import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { TableFootnote } from '@/components/legal/table-footnote.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import type { GrossFromNetResult } from '@/lib/salary/gross-from-net.ts'
import { legalTable } from '@/lib/law/tables/by-year.ts'
import { formatMoney } from '@/utils/format.ts'

import { EmployerCostDetails } from './employer-cost.tsx'
import { IrrfDetails } from './irrf-details.tsx'
import { PayslipTable } from './payslip-table.tsx'

export type GrossView = GrossFromNetResult & { wanted: number; dependents: number }

/** Why a net can come from two gross salaries, or from none exactly: the R$ 10,00 rule. */
function SearchNotes({ r }: { r: GrossView }) {
  const { payslip } = r
  return (
    <>
      {r.exact ? null : (
        <Note>
          Nenhum salário bruto resulta em exatamente {formatMoney(r.wanted)} de líquido. Os mais
          próximos: {formatMoney(payslip.gross)} deixa {formatMoney(payslip.net)}
          {r.nearestBelow
            ? ` e ${formatMoney(r.nearestBelow.gross)} deixa ${formatMoney(r.nearestBelow.net)}`
            : ''}
          . O INSS e o IRRF são arredondados ao centavo, e um IRRF acima de R$&nbsp;10,00 passa a
          ser retido inteiro (Lei 9.430/1996, art. 67), o que faz o líquido saltar.
        </Note>
      )}
      {r.waivedIrrf !== null ? (
        <Note>
          IRRF de {formatMoney(r.waivedIrrf)} dispensado de retenção (Lei 9.430/1996, art. 67): até
          R$&nbsp;10,00 o imposto não é descontado.
        </Note>
      ) : null}
      {r.secondGross !== null ? (
        <Note>
          Um salário bruto maior, {formatMoney(r.secondGross)}, também resulta nesse líquido, porque
          a partir dele o IRRF passa a ser retido. Mostramos o menor, que custa menos para a
          empresa.
        </Note>
      ) : null}
    </>
  )
}

export function GrossResult({ r }: { r: GrossView }) {
  const { payslip } = r
  const reduction = legalTable(payslip.year).irrfReduction !== null
  return (
    <ResultCard
      steps={r.steps}
      main={{ label: 'Salário bruto necessário', value: formatMoney(payslip.gross) }}
      shareValue={`Salário bruto ${formatMoney(payslip.gross)} para um líquido de ${formatMoney(payslip.net)} (tabela de ${payslip.year})`}
      badge={
        <>
          <p className="text-muted-foreground text-sm">
            Tabela de {payslip.year} · líquido {r.exact ? 'exato' : 'mais próximo'} de{' '}
            {formatMoney(payslip.net)}
          </p>
          <PendingTablesNote pending={payslip.pending} />
        </>
      }
      rule={`O menor salário bruto cujo contracheque (INSS por faixas e IRRF${reduction ? ' com a redução da Lei 15.270/2025' : ''}) deixa o líquido pedido, procurado centavo a centavo.`}
    >
      <SearchNotes r={r} />
      <PayslipTable
        caption="Contracheque com esse bruto"
        earnings={[{ label: 'Salário bruto', reference: 'Mensal', amount: payslip.gross }]}
        deductions={[
          { label: 'INSS', amount: payslip.inss },
          { label: 'IRRF', amount: payslip.irrf },
          payslip.alimony > 0 && {
            label: 'Pensão alimentícia',
            reference: 'Judicial ou por escritura',
            amount: payslip.alimony,
          },
        ]}
        totals={{ earnings: payslip.gross, deductions: payslip.totalDeductions }}
        net={{ label: 'Líquido a receber', value: payslip.net }}
      />
      <IrrfDetails irrf={payslip.irrfDetail} year={payslip.year} dependents={r.dependents} />
      <EmployerCostDetails gross={payslip.gross} />
      <Note>
        Vale para o salário do mês, sem vale-transporte nem outros descontos; o 13º e as férias têm
        cálculo próprio.
      </Note>
      <TableFootnote
        year={payslip.year}
        parts={reduction ? ['inss', 'irrf', 'reducao'] : ['inss', 'irrf']}
      />
    </ResultCard>
  )
}
