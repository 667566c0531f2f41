import { Fragment } from 'react'

import { Note } from '@/components/form/note.tsx'
import type { SeveranceLine, SeveranceResult } from '@/lib/labor/severance-types.ts'
import { legalTable } from '@/lib/law/tables/by-year.ts'
import { formatMoney } from '@/utils/format.ts'

import { AmountRow } from '@/components/legal/amount-row.tsx'
import { TableFootnote } from '@/components/legal/table-footnote.tsx'
import { ScrollBox } from '@/components/table-box.tsx'

import { lineLabel, lineRule, reasonNotes, totalLabel } from './severance-text.ts'

type Section = {
  title: string
  kind: SeveranceLine['kind']
  total: { label: string; value: number }
}

function Rows({ r, section }: { r: SeveranceResult; section: Section }) {
  const lines = r.lines.filter((line) => line.kind === section.kind)
  if (lines.length === 0) return null
  const sign = section.kind === 'desconto' ? '− ' : ''
  return (
    <tbody className="divide-y border-t">
      <tr className="bg-muted/60">
        <th
          scope="rowgroup"
          colSpan={2}
          className="text-muted-foreground px-2 py-1.5 text-left text-xs font-semibold tracking-wide uppercase sm:px-3"
        >
          {section.title}
        </th>
      </tr>
      {lines.map((line) => (
        <AmountRow
          key={line.id}
          label={lineLabel(line, r)}
          note={lineRule(line, r)}
          amount={`${sign}${formatMoney(line.amount)}`}
        />
      ))}
      <AmountRow
        label={section.total.label}
        amount={`${sign}${formatMoney(section.total.value)}`}
        strong
        amountClassName="font-semibold"
      />
    </tbody>
  )
}

function SeveranceTable({ r }: { r: SeveranceResult }) {
  const sections: Section[] = [
    {
      title: 'Proventos',
      kind: 'provento',
      total: { label: 'Total bruto', value: r.grossTotal },
    },
    {
      title: 'Descontos',
      kind: 'desconto',
      total: { label: 'Total de descontos', value: r.deductionsTotal },
    },
    { title: 'FGTS', kind: 'fgts', total: { label: 'Total do FGTS', value: r.fgtsTotal } },
  ]
  return (
    <ScrollBox label="Verbas da rescisão">
      <table className="w-full text-sm">
        <caption className="sr-only">Verbas da rescisão, com a regra de cada uma</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Verba e regra</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        {sections.map((section) => (
          <Fragment key={section.kind}>
            <Rows r={r} section={section} />
            {section.kind === 'desconto' ? (
              <tbody className="border-t">
                <AmountRow
                  className="bg-muted/60"
                  label="Líquido da rescisão"
                  amount={formatMoney(r.netTotal)}
                  strong
                  amountClassName="font-bold"
                />
              </tbody>
            ) : null}
          </Fragment>
        ))}
        <tfoot className="border-t-2">
          <AmountRow
            label={totalLabel(r)}
            amount={formatMoney(r.total)}
            strong
            amountClassName="text-base font-bold"
          />
        </tfoot>
      </table>
    </ScrollBox>
  )
}

/** The part of the severance result below the figures: the verbas table and the notes. */
export default function SeveranceDetails({ r }: { r: SeveranceResult }) {
  const reduction = legalTable(r.year).irrfReduction !== null
  return (
    <>
      <SeveranceTable r={r} />
      <Note>{reasonNotes[r.reason]}</Note>
      {r.overdueVacationDays > 0 && r.overdueVacationDouble === 0 ? (
        <Note>
          Férias vencidas que passaram do prazo de concessão são pagas em dobro (CLT art. 137); a
          conta usa o valor simples. Se for o caso, marque “Fora do prazo de concessão”.
        </Note>
      ) : null}
      {r.fgtsEstimated ? (
        <Note>
          O saldo do FGTS foi estimado. Para um valor exato, informe o saldo do extrato do FGTS (app
          FGTS ou Caixa).
        </Note>
      ) : null}
      <Note>
        Convenção ou acordo coletivo da categoria pode mudar valores (pisos, adicionais, prazos).
      </Note>
      <TableFootnote
        irrfSource={r.irrfSource}
        year={r.year}
        parts={reduction ? ['inss', 'irrf', 'reducao', 'fgts'] : ['inss', 'irrf', 'fgts']}
      />
    </>
  )
}
