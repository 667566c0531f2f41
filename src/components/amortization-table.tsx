import { Download } from 'lucide-react'
import { memo, useMemo } from 'react'

import { Button } from '@/components/ui/button.tsx'
import type { AmortizationRow } from '@/lib/core/amortization.ts'
import { sumMoney } from '@/lib/core/money.ts'
import { amortizationCsv, downloadCsv, type ExtraColumn } from '@/utils/csv.ts'
import { formatNumber } from '@/utils/format.ts'

import { useProgressiveRows } from './amortization-table-rows.ts'
import {
  cellClasses,
  firstCellClasses,
  firstFootCellClasses,
  footClasses,
  TableBox,
  TableHead,
  tableClasses,
} from './table-box.tsx'

type AmortizationTableProps = {
  rows: readonly AmortizationRow[]
  /** The CSV's file name, e.g. `financiamento-price-240-meses.csv`. */
  filename: string
  title?: string
  /** Columns a screen adds before the balance (an extra payment, the IOF), also in the CSV. */
  extras?: readonly ExtraColumn[]
}

const NO_EXTRAS: readonly ExtraColumn[] = []

const COLUMNS = ['Mês', 'Parcela (R$)', 'Juros (R$)', 'Amortização (R$)'] as const
const BALANCE = 'Saldo (R$)'

/** Amounts in the cells go without "R$": the column headings carry the unit, and a phone fits
 * more of the table. */
const amount = (value: number) => formatNumber(value, 2, 2)

/**
 * The month-by-month schedule (mês, parcela, juros, amortização, saldo) with a totals row, and
 * "Baixar CSV" (always every row). A 35-year loan has 420 rows: they are plain `<tr>`s of
 * preformatted text, drawn a few dozen at a time (useProgressiveRows), and the component is
 * memoised, so typing in the form above never re-renders them.
 */
export const AmortizationTable = memo(function AmortizationTable({
  rows,
  filename,
  title = 'Tabela de amortização',
  extras = NO_EXTRAS,
}: AmortizationTableProps) {
  const columns = useMemo(() => [...COLUMNS, ...extras.map((e) => e.heading), BALANCE], [extras])
  const totals = useMemo(
    () => ({
      parcela: sumMoney(...rows.map((r) => r.parcela)),
      juros: sumMoney(...rows.map((r) => r.juros)),
      amortizacao: sumMoney(...rows.map((r) => r.amortizacao)),
    }),
    [rows],
  )
  const shown = useProgressiveRows(rows.length, rows)
  return (
    <TableBox
      title={title}
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadCsv(filename, amortizationCsv(rows, extras))}
        >
          <Download aria-hidden />
          Baixar CSV
        </Button>
      }
    >
      <table className={tableClasses}>
        <TableHead columns={columns} />
        <tbody className="divide-y">
          {rows.slice(0, shown).map((r, i) => (
            <tr key={r.mes}>
              <th scope="row" className={`${firstCellClasses} font-medium`}>
                {r.mes}
              </th>
              <td className={cellClasses}>{amount(r.parcela)}</td>
              <td className={cellClasses}>{amount(r.juros)}</td>
              <td className={cellClasses}>{amount(r.amortizacao)}</td>
              {extras.map((e) => (
                <td key={e.heading} className={cellClasses}>
                  {amount(e.values[i] ?? 0)}
                </td>
              ))}
              <td className={cellClasses}>{amount(r.saldo)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className={footClasses}>
          <tr>
            <th scope="row" className={firstFootCellClasses}>
              Total
            </th>
            <td className={cellClasses}>{amount(totals.parcela)}</td>
            <td className={cellClasses}>{amount(totals.juros)}</td>
            <td className={cellClasses}>{amount(totals.amortizacao)}</td>
            {extras.map((e) => (
              <td key={e.heading} className={cellClasses}>
                {e.total === null ? null : amount(e.total)}
              </td>
            ))}
            <td className={cellClasses} />
          </tr>
        </tfoot>
      </table>
    </TableBox>
  )
})
