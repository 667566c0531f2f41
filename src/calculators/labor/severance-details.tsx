import { Fragment } from 'react'

import { Note } from '@/components/form/note.tsx'
import type { SeveranceLine, SeveranceResult } from '@/lib/labor.ts'
import { legalTable } from '@/lib/tables/by-year.ts'
import { formatMoney } from '@/utils/format.ts'

import { TableFootnote } from '@/calculators/salary/table-footnote.tsx'
import { ScrollBox } from '@/components/table-box.tsx'

import {
  lineLabel,
  lineRule,
  noticeLabels,
  reasonLabels,
  reasonNotes,
  totalLabel,
} from './severance-text.ts'

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
        <tr key={line.id}>
          <th scope="row" className="w-full px-2 py-2 text-left font-normal sm:px-3">
            {lineLabel(line, r)}
            <span className="text-muted-foreground block text-xs">{lineRule(line, r)}</span>
          </th>
          <td className="px-2 py-2 text-right align-top whitespace-nowrap tabular-nums sm:px-3">
            {sign}
            {formatMoney(line.amount)}
          </td>
        </tr>
      ))}
      <tr>
        <th scope="row" className="px-2 py-2 text-left font-semibold sm:px-3">
          {section.total.label}
        </th>
        <td className="px-2 py-2 text-right font-semibold whitespace-nowrap tabular-nums sm:px-3">
          {sign}
          {formatMoney(section.total.value)}
        </td>
      </tr>
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
                <tr className="bg-muted/60">
                  <th scope="row" className="px-2 py-2 text-left font-semibold sm:px-3">
                    Líquido da rescisão
                  </th>
                  <td className="px-2 py-2 text-right font-bold whitespace-nowrap tabular-nums sm:px-3">
                    {formatMoney(r.netTotal)}
                  </td>
                </tr>
              </tbody>
            ) : null}
          </Fragment>
        ))}
        <tfoot className="border-t-2">
          <tr>
            <th scope="row" className="px-2 py-2 text-left font-semibold sm:px-3">
              {totalLabel(r)}
            </th>
            <td className="px-2 py-2 text-right text-base font-bold whitespace-nowrap tabular-nums sm:px-3">
              {formatMoney(r.total)}
            </td>
          </tr>
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
      {r.noticeIgnored ? (
        <Note>
          O aviso “{noticeLabels[r.notice]}” não se aplica a {reasonLabels[r.reason].toLowerCase()}{' '}
          e foi desconsiderado.
        </Note>
      ) : null}
      {r.overdueVacationDays > 0 ? (
        <Note>
          Férias vencidas que passaram do prazo de concessão são pagas em dobro (CLT art. 137); a
          conta usa o valor simples.
        </Note>
      ) : null}
      {r.fgtsEstimated ? (
        <Note>
          O saldo do FGTS foi estimado. Para um valor exato, informe o saldo do extrato do FGTS (app
          FGTS ou Caixa).
        </Note>
      ) : null}
      <Note>
        Convenção ou acordo coletivo da categoria pode mudar valores (pisos, adicionais, prazos). A
        empresa tem 10 dias após o fim do contrato para pagar (CLT art. 477 §6º).
      </Note>
      <TableFootnote
        year={r.year}
        parts={reduction ? ['inss', 'irrf', 'reducao', 'fgts'] : ['inss', 'irrf', 'fgts']}
      />
    </>
  )
}
