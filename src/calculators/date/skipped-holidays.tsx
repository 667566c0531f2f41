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

/**
 * The holidays that moved the result, in the order the count met them. Two columns, the weekday
 * under the date and the legal basis under the name, so the table fits a 360 px phone.
 */
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
              Feriado
            </th>
          </tr>
        </thead>
        <tbody>
          {holidays.map((holiday, index) => (
            <tr key={`${holiday.date}-${index}`} className="border-t align-top">
              <td className={cn(cellClasses, 'py-2')}>
                {formatDate(holiday.date)}
                <span className="text-muted-foreground block text-xs">
                  {formatWeekday(holiday.date)}
                </span>
              </td>
              <td className={cn(cellClasses, 'py-2 text-left whitespace-normal')}>
                {holiday.name}
                <span className="text-muted-foreground block text-xs">
                  {holiday.kind === 'facultativo' ? 'Ponto facultativo federal' : holiday.basis}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}
