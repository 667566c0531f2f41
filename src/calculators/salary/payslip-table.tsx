import type { ReactNode } from 'react'

import { formatMoney } from '@/utils/format.ts'

import { TableScroll } from './table-scroll.tsx'

export type PayslipRow = {
  label: string
  /** Rate, days or rule under the description, as on a contracheque's "Referência". */
  reference?: ReactNode
  earning?: number
  deduction?: number
}

type PayslipTableProps = {
  caption: string
  rows: readonly (PayslipRow | false | null)[]
  earnings: number
  deductions: number
  net: { label: string; value: number }
  /** Extra footer line, e.g. the effective rate. */
  footer?: { label: string; value: string }
}

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'

/** A contracheque: proventos and descontos side by side, their totals and the net pay. */
export function PayslipTable({
  caption,
  rows,
  earnings,
  deductions,
  net,
  footer,
}: PayslipTableProps) {
  const lines = rows.filter((row): row is PayslipRow => Boolean(row))
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Descrição
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Proventos
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Descontos
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {lines.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {row.label}
                {row.reference ? (
                  <span className="text-muted-foreground block text-xs">{row.reference}</span>
                ) : null}
              </th>
              <td className={cell}>{row.earning === undefined ? '' : formatMoney(row.earning)}</td>
              <td className={cell}>
                {row.deduction === undefined ? '' : formatMoney(row.deduction)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2">
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              Totais
            </th>
            <td className={`${cell} font-semibold`}>{formatMoney(earnings)}</td>
            <td className={`${cell} font-semibold`}>{formatMoney(deductions)}</td>
          </tr>
          <tr className="bg-muted/60">
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {net.label}
            </th>
            <td colSpan={2} className={`${cell} text-base font-bold`}>
              {formatMoney(net.value)}
            </td>
          </tr>
          {footer ? (
            <tr>
              <th scope="row" className="text-muted-foreground px-3 py-2 text-left font-normal">
                {footer.label}
              </th>
              <td colSpan={2} className={cell}>
                {footer.value}
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </TableScroll>
  )
}
