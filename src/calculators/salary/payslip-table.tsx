import type { ReactNode } from 'react'

import { formatMoney } from '@/utils/format.ts'

import { AmountRow } from '@/components/legal/amount-row.tsx'
import { ScrollBox } from '@/components/table-box.tsx'

export type PayslipRow = {
  label: string
  /** Rate, days or rule under the description, as on a contracheque's "Referência". */
  reference?: ReactNode
  amount: number
}

type PayslipTableProps = {
  caption: string
  earnings: readonly (PayslipRow | false | null)[]
  deductions: readonly (PayslipRow | false | null)[]
  totals: { earnings: number; deductions: number }
  net: { label: string; value: number }
  /** Extra footer line, e.g. the effective rate. */
  footer?: { label: string; value: string }
  /** The foot of a real payslip: the bases of INSS, FGTS and IRRF and the FGTS of the month. */
  bases?: readonly { label: string; note?: string; value: number }[] | undefined
}

function Section({
  title,
  rows,
  total,
  sign,
}: {
  title: string
  rows: readonly (PayslipRow | false | null)[]
  total: { label: string; value: number }
  sign: string
}) {
  const lines = rows.filter((row): row is PayslipRow => Boolean(row))
  return (
    <tbody className="divide-y border-t first:border-t-0">
      <tr className="bg-muted/60">
        <th
          scope="rowgroup"
          colSpan={2}
          className="text-muted-foreground px-2 py-1.5 text-left text-xs font-semibold tracking-wide uppercase sm:px-3"
        >
          {title}
        </th>
      </tr>
      {lines.map((row) => (
        <AmountRow
          key={row.label}
          label={row.label}
          note={row.reference}
          amount={`${sign}${formatMoney(row.amount)}`}
        />
      ))}
      <AmountRow
        label={total.label}
        amount={`${sign}${formatMoney(total.value)}`}
        strong
        amountClassName="font-semibold"
      />
    </tbody>
  )
}

/**
 * A contracheque: proventos, then descontos (with a minus sign, so colour is never needed), their
 * totals and the net pay. Two columns, so it fits a phone without sideways scrolling.
 */
export function PayslipTable({
  caption,
  earnings,
  deductions,
  totals,
  net,
  footer,
  bases,
}: PayslipTableProps) {
  return (
    <ScrollBox label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Descrição</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <Section
          title="Proventos"
          rows={earnings}
          total={{ label: 'Total de proventos', value: totals.earnings }}
          sign=""
        />
        <Section
          title="Descontos"
          rows={deductions}
          total={{ label: 'Total de descontos', value: totals.deductions }}
          sign="− "
        />
        <tfoot className="border-t-2">
          <AmountRow
            className="bg-muted/60"
            label={net.label}
            amount={formatMoney(net.value)}
            strong
            amountClassName="text-base font-bold"
          />
          {footer ? (
            <AmountRow
              className="text-muted-foreground border-t"
              label={footer.label}
              amount={footer.value}
            />
          ) : null}
          {bases?.map((b) => (
            <AmountRow
              key={b.label}
              className="text-muted-foreground border-t"
              label={b.label}
              note={b.note}
              amount={formatMoney(b.value)}
            />
          ))}
        </tfoot>
      </table>
    </ScrollBox>
  )
}
