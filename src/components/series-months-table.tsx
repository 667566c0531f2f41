import { Download } from 'lucide-react'

import {
  TableBox,
  TableHead,
  cellClasses,
  firstCellClasses,
  tableClasses,
} from '@/components/table-box.tsx'
import { Button } from '@/components/ui/button.tsx'
import { csvNumber, downloadCsv, toCsv } from '@/utils/csv.ts'
import { formatMoney, formatNumber, formatShortMonth } from '@/utils/format.ts'

/** One month of an official series as a result used it, with the factor accumulated up to it. */
export type SeriesMonthRow = {
  month: string
  /** % as published. */
  rate: number
  factor: number
  /** The value corrected up to this month, when the result has one per month. */
  value?: number
}

type SeriesMonthsTableProps = {
  title: string
  /** The index's name, in the rate column's heading ("IPCA (%)"). */
  index: string
  rows: readonly SeriesMonthRow[]
  /** The CSV's file name, without `.csv`. */
  filename: string
}

/** `2024-01` → `01/2024` in the CSV: digits a spreadsheet in any language reads as a month. */
const csvMonth = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`

/**
 * The months of an index a result used, one row each: the month's variation as published, the
 * factor accumulated up to it and, where the result has it, the value corrected so far; with the
 * same table as CSV (src/utils/csv.ts).
 */
export function SeriesMonthsTable({ title, index, rows, filename }: SeriesMonthsTableProps) {
  const withValue = rows.some((row) => row.value !== undefined)
  const columns = [
    'Mês',
    `${index} (%)`,
    'Fator acumulado',
    ...(withValue ? ['Valor corrigido (R$)'] : []),
  ]
  const download = () =>
    downloadCsv(
      `${filename}.csv`,
      toCsv([
        columns,
        ...rows.map((row) => [
          csvMonth(row.month),
          csvNumber(row.rate, 4),
          csvNumber(row.factor, 10),
          ...(withValue ? [row.value ?? null] : []),
        ]),
      ]),
    )
  return (
    <TableBox
      title={title}
      actions={
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          Baixar CSV
        </Button>
      }
    >
      <table className={tableClasses}>
        <TableHead columns={columns} />
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row" className={`${firstCellClasses} font-medium`}>
                {formatShortMonth(row.month)}
              </th>
              {/* As published: 2 decimals for IPCA, 4 for TR, 6 for the Taxa Legal. */}
              <td className={cellClasses}>{formatNumber(row.rate, 6, 2)}%</td>
              <td className={cellClasses}>{formatNumber(row.factor, 6, 6)}</td>
              {withValue ? <td className={cellClasses}>{formatMoney(row.value ?? 0)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}
