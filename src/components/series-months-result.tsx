import { Note } from '@/components/form/note.tsx'
import type { SeriesMonthRow } from '@/components/series-months-table.tsx'
import { SeriesMonthsTable, seriesCoverage } from '@/components/series-months.ts'
import type { SeriesCoverage } from '@/lib/series/monthly-series.ts'

type SeriesMonthsResultProps = {
  series: SeriesCoverage
  rows: readonly SeriesMonthRow[]
  /** The CSV's file name, without `.csv`. */
  filename: string
  /** Said after the data's last month, in the same note. */
  more?: string
}

/**
 * Under a result on an official series: until when the data goes and who publishes it, then the
 * months the result used, one row each.
 */
export function SeriesMonthsResult({ series, rows, filename, more }: SeriesMonthsResultProps) {
  return (
    <>
      <Note>
        {seriesCoverage(series)}
        {more}
      </Note>
      <SeriesMonthsTable
        title={`${series.name} mês a mês`}
        index={series.name}
        rows={rows}
        filename={filename}
      />
    </>
  )
}
