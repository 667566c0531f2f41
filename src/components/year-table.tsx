import { memo } from 'react'

import type { YearRow } from '@/lib/compound/compound.ts'
import { formatInteger, formatNumber } from '@/utils/format.ts'

import { cellClasses, firstCellClasses, TableBox, TableHead, tableClasses } from './table-box.tsx'

type YearTableProps = {
  /** Cumulative figures at the end of each year; `idade` adds an "Idade" column. */
  rows: readonly (YearRow & { idade?: number })[]
  title?: string
}

const amount = (value: number) => formatNumber(value, 2, 2)

/**
 * Year by year: how much was put in, how much interest it earned and the balance, all cumulative
 * at the end of the year. A last, partial year says at which month it ends.
 */
export const YearTable = memo(function YearTable({
  rows,
  title = 'Evolução ano a ano',
}: YearTableProps) {
  const withAge = rows.some((r) => r.idade !== undefined)
  return (
    <TableBox title={title}>
      <table className={tableClasses}>
        <TableHead
          columns={[
            'Ano',
            ...(withAge ? ['Idade'] : []),
            'Total aportado (R$)',
            'Juros acumulados (R$)',
            'Saldo (R$)',
          ]}
        />
        <tbody className="divide-y">
          {rows.map((r) => (
            <tr key={r.mes}>
              <th scope="row" className={`${firstCellClasses} font-medium`}>
                {r.ano}
                {r.mes % 12 === 0 ? null : (
                  <span className="text-muted-foreground font-normal">
                    {' '}
                    ({formatInteger(r.mes)} meses)
                  </span>
                )}
              </th>
              {withAge ? <td className={cellClasses}>{r.idade}</td> : null}
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
