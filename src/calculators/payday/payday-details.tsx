import { Download } from 'lucide-react'
import { useId } from 'react'

import {
  TableBox,
  TableHead,
  cellClasses,
  firstCellClasses,
  tableClasses,
} from '@/components/table-box.tsx'
import { Button } from '@/components/ui/button.tsx'
import type { PaydayResult, SkippedDay } from '@/lib/payday/payday.ts'
import { downloadCsv, toCsv } from '@/utils/csv.ts'
import { formatDate, formatMonth, formatWeekday } from '@/utils/format.ts'

const REASON: Record<Exclude<SkippedDay['reason'], 'feriado' | 'facultativo'>, string> = {
  domingo: 'domingo',
  sabado: 'sábado (não é dia útil bancário)',
}

function skippedText(day: SkippedDay): string {
  if (day.reason === 'feriado') return `feriado: ${day.holiday?.name ?? ''}`
  if (day.reason === 'facultativo') return `${day.holiday?.name ?? ''} (bancos fechados)`
  return REASON[day.reason]
}

// The year is in the table's title: dd/mm keeps the three columns within a phone's width.
const dayAndMonth = (iso: string) => formatDate(iso).slice(0, 5)

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The days counted one by one, those skipped, and the twelve dates of the year with a CSV. */
export function PaydayDetails({ result: r }: { result: PaydayResult }) {
  const countedId = useId()
  const skippedId = useId()
  const year = r.mes.slice(0, 4)
  const download = () =>
    downloadCsv(
      `quinto-dia-util-${year}.csv`,
      toCsv([
        ['Mês', 'Contando o sábado', 'Dia útil bancário'],
        ...r.year.map((m) => [formatMonth(m.month), formatDate(m.labour), formatDate(m.banking)]),
      ]),
    )
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby={countedId} className="flex flex-col gap-2">
        <h2 id={countedId} className="text-base font-semibold">
          Dias contados
        </h2>
        <ol aria-labelledby={countedId} className="flex flex-col gap-1 text-sm">
          {r.asked.counted.map((day, index) => (
            <li key={day}>
              <span className="font-medium">{index + 1}º</span> {formatDate(day)}{' '}
              <span className="text-muted-foreground">({formatWeekday(day)})</span>
            </li>
          ))}
        </ol>
        {r.asked.skipped.length > 0 ? (
          <>
            <h3 id={skippedId} className="text-sm font-semibold">
              Dias que não contaram
            </h3>
            <ul aria-labelledby={skippedId} className="flex flex-col gap-1 text-sm">
              {r.asked.skipped.map((day) => (
                <li key={day.date}>
                  {formatDate(day.date)}: {skippedText(day)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <TableBox
        title={`Quinto dia útil em ${year}`}
        actions={
          <Button type="button" variant="outline" size="sm" onClick={download}>
            <Download aria-hidden="true" className="size-4" />
            Baixar CSV
          </Button>
        }
      >
        <table className={tableClasses}>
          <TableHead columns={['Mês', 'Com sábado', 'Bancário']} />
          <tbody className="divide-y">
            {r.year.map((m) => (
              <tr key={m.month} aria-current={m.month === r.mes ? 'true' : undefined}>
                <th scope="row" className={`${firstCellClasses} font-medium`}>
                  {capitalized(formatMonth(m.month).replace(` de ${year}`, ''))}
                </th>
                <td className={cellClasses}>{dayAndMonth(m.labour)}</td>
                <td className={cellClasses}>{dayAndMonth(m.banking)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </div>
  )
}
