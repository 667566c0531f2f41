import {
  TableBox,
  cellClasses,
  headCellClasses,
  headClasses,
  tableClasses,
} from '@/components/table-box.tsx'
import type { Holiday } from '@/lib/holidays.ts'
import { formatDate, formatWeekday } from '@/utils/format.ts'
import { cn } from '@/utils/cn.ts'

/** The holidays that moved the result, in the order the count met them. */
export function SkippedHolidays({ holidays }: { holidays: readonly Holiday[] }) {
  return (
    <TableBox title="Feriados pulados na contagem">
      <table className={tableClasses}>
        <thead className={headClasses}>
          <tr>
            <th scope="col" className={headCellClasses}>
              Data
            </th>
            <th scope="col" className={cn(headCellClasses, 'text-left')}>
              Dia
            </th>
            <th scope="col" className={cn(headCellClasses, 'text-left')}>
              Feriado
            </th>
          </tr>
        </thead>
        <tbody>
          {holidays.map((holiday, index) => (
            <tr key={`${holiday.date}-${index}`} className="border-t align-top">
              <td className={cellClasses}>{formatDate(holiday.date)}</td>
              <td className={cn(cellClasses, 'text-left')}>{formatWeekday(holiday.date)}</td>
              <td className={cn(cellClasses, 'min-w-40 text-left whitespace-normal')}>
                {holiday.name}
                {holiday.kind === 'facultativo' ? (
                  <span className="text-muted-foreground block text-xs">Ponto facultativo</span>
                ) : null}
                <span className="text-muted-foreground block text-xs">{holiday.basis}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}
