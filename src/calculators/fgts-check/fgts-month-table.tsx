import {
  TableBox,
  cellClasses,
  firstCellClasses,
  tableClasses,
  headClasses,
  headCellClasses,
} from '@/components/table-box.tsx'
import type { FgtsMonthRow, FgtsVerdict } from '@/lib/fgts-check/fgts-check-types.ts'
import { formatDate, formatMoney, formatShortMonth } from '@/utils/format.ts'

/** The verdict in words (colour never alone). */
const WORDS: Readonly<Record<FgtsVerdict, string>> = {
  confere: 'confere',
  'sem-deposito': 'sem depósito',
  'a-menos': 'a menos',
  'a-mais': 'a mais',
  'a-vencer': 'a vencer',
}

const TONE: Readonly<Record<FgtsVerdict, string>> = {
  confere: 'text-success',
  'sem-deposito': 'text-destructive font-semibold',
  'a-menos': 'text-destructive font-semibold',
  'a-mais': '',
  'a-vencer': 'text-muted-foreground',
}

/** One row per competência: the verdict beside the month (in sight on a phone, the figures
 * scroll in the box), then due, deposited, difference and due date. */
export function FgtsMonthTable({ rows }: { rows: readonly FgtsMonthRow[] }) {
  return (
    <TableBox title="Mês a mês">
      <table className={tableClasses}>
        <thead className={headClasses}>
          <tr>
            <th scope="col" className={headCellClasses}>
              Mês
            </th>
            <th scope="col" className={`${headCellClasses} text-left!`}>
              Situação
            </th>
            <th scope="col" className={headCellClasses}>
              Devido
            </th>
            <th scope="col" className={headCellClasses}>
              Depositado
            </th>
            <th scope="col" className={headCellClasses}>
              Diferença
            </th>
            <th scope="col" className={headCellClasses}>
              Vencimento
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month} data-verdict={row.verdict} className="border-t">
              <th scope="row" className={`${firstCellClasses} font-normal`}>
                {formatShortMonth(row.month)}
              </th>
              <td className={`${cellClasses} text-left! ${TONE[row.verdict]}`}>
                {WORDS[row.verdict]}
              </td>
              <td className={cellClasses}>{formatMoney(row.due)}</td>
              <td className={cellClasses}>
                {row.deposited === null ? '—' : formatMoney(row.deposited)}
              </td>
              <td className={cellClasses}>{formatMoney(row.difference)}</td>
              <td className={cellClasses}>{formatDate(row.dueDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}
