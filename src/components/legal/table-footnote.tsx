import { legalTable } from '@/lib/law/tables/by-year.ts'
import type { TableYear } from '@/lib/law/tables/table-years.ts'
import { formatMoney } from '@/utils/format.ts'

/** The footnote under a result naming the legal instruments of the table it used. */

export type TableSource = 'inss' | 'irrf' | 'reducao' | 'mei' | 'fgts' | 'salario-minimo'

const sourceLabels: Record<TableSource, string> = {
  inss: 'INSS',
  irrf: 'IRRF',
  reducao: 'redução do IRRF',
  mei: 'MEI',
  fgts: 'FGTS',
  'salario-minimo': 'salário mínimo',
}

function sourceOf(year: TableYear, part: TableSource, irrfSource?: string): string | null {
  const table = legalTable(year)
  switch (part) {
    case 'inss':
      return table.inss.source
    case 'irrf':
      return irrfSource ?? table.irrf.source
    case 'reducao':
      return table.irrfReduction?.source ?? null
    case 'mei':
      return table.mei.source
    case 'fgts':
      return table.fgts.source
    case 'salario-minimo':
      return `${table.minimumWage.source} (${formatMoney(table.minimumWage.monthly)})`
  }
}

/**
 * "Tabela de 2026: INSS — Portaria …; IRRF — Lei …": the instruments behind the figures.
 * `irrfSource`: the act of the IRRF table of the month paid, when the page knows the month.
 */
export function TableFootnote({
  year,
  parts,
  irrfSource,
}: {
  year: TableYear
  parts: readonly TableSource[]
  irrfSource?: string
}) {
  const sources = parts
    .map((part) => [part, sourceOf(year, part, irrfSource)] as const)
    .filter((entry): entry is readonly [TableSource, string] => entry[1] !== null)
  return (
    <p className="text-muted-foreground border-t pt-3 text-xs">
      <span className="text-foreground font-semibold">Tabela de {year}:</span>{' '}
      {sources.map(([part, source], index) => (
        <span key={part}>
          {sourceLabels[part]} — {source}
          {index < sources.length - 1 ? '; ' : '.'}
        </span>
      ))}
    </p>
  )
}
