import { Download } from 'lucide-react'
import { memo } from 'react'

import { useProgressiveRows } from '@/components/amortization-table-rows.ts'
import {
  cellClasses,
  firstCellClasses,
  TableBox,
  TableHead,
  tableClasses,
} from '@/components/table-box.tsx'
import { Button } from '@/components/ui/button.tsx'
import type { MonthRow } from '@/lib/compound/compound-months.ts'
import { downloadCsv } from '@/utils/csv.ts'
import { formatNumber } from '@/utils/format.ts'

import { MONTH_COLUMNS, monthCsv } from './month-csv.ts'

const amount = (value: number) => formatNumber(value, 2, 2)

/**
 * Month by month: the month's interest, what was put in, the interest so far and the balance.
 * A 100-year plan has 1.200 rows: the first ones are drawn with the result and the rest a step
 * at a time after each paint (useProgressiveRows), so the result never waits for them; "Baixar
 * CSV" always exports every row.
 */
export const MonthTable = memo(function MonthTable({
  rows,
  filename,
}: {
  rows: readonly MonthRow[]
  filename: string
}) {
  const shown = useProgressiveRows(rows.length, rows)
  return (
    <TableBox
      title="Evolução mês a mês"
      actions={
        <Button variant="outline" size="sm" onClick={() => downloadCsv(filename, monthCsv(rows))}>
          <Download aria-hidden />
          Baixar CSV
        </Button>
      }
    >
      <table className={tableClasses}>
        <TableHead columns={MONTH_COLUMNS} />
        <tbody className="divide-y">
          {rows.slice(0, shown).map((r) => (
            <tr key={r.mes}>
              <th scope="row" className={`${firstCellClasses} font-medium`}>
                {r.mes}
              </th>
              <td className={cellClasses}>{amount(r.jurosMes)}</td>
              <td className={cellClasses}>{amount(r.aportado)}</td>
              <td className={cellClasses}>{amount(r.juros)}</td>
              <td className={cellClasses}>{amount(r.saldo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
})
