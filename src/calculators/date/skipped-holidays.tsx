import {
  TableBox,
  firstCellClasses,
  headCellClasses,
  headClasses,
  tableClasses,
} from '@/components/table-box.tsx'
import type { Holiday } from '@/lib/law/holidays.ts'
import { formatDate, formatWeekday } from '@/utils/format.ts'
import { cn } from '@/utils/cn.ts'

/** The name column wraps: a holiday's name and its legal basis are read whole, never cut. */
const nameCellClasses = 'min-w-32 px-2 py-2 text-left align-top sm:px-3'

/**
 * The holidays that moved the result, in the order the count met them. Two columns, the weekday
 * under the date and the legal basis under the name, which wraps, so the table fits a 360 px
 * phone.
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
            <th scope="col" className="px-2 py-2 text-left align-bottom sm:px-3">
              Feriado
            </th>
          </tr>
        </thead>
        <tbody>
          {holidays.map((holiday, index) => (
            <tr key={`${holiday.date}-${index}`} className="border-t align-top">
              <th scope="row" className={cn(firstCellClasses, 'py-2 align-top font-normal')}>
                {formatDate(holiday.date)}
                <span className="text-muted-foreground block text-xs">
                  {formatWeekday(holiday.date)}
                </span>
              </th>
              <td className={nameCellClasses}>
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
