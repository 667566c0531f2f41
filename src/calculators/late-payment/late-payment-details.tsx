import {
  TableBox,
  TableHead,
  cellClasses,
  firstCellClasses,
  firstFootCellClasses,
  footClasses,
  tableClasses,
} from '@/components/table-box.tsx'
import type { InterestPeriod } from '@/lib/late-payment/late-payment-months.ts'
import type { LatePaymentResult } from '@/lib/late-payment/late-payment.ts'
import { formatDate, formatMonth, formatNumber, formatPercent } from '@/utils/format.ts'

const BASIS: Record<InterestPeriod['basis'], string> = {
  contrato: 'taxa do contrato',
  legal: 'taxa fixada em lei',
  selic: 'Selic (juros legais, CC art. 406)',
  'taxa-legal': 'Taxa Legal',
}

const rateText = (p: InterestPeriod) => {
  if (p.basis === 'selic') return 'Selic de cada mês'
  return p.rate === null ? 'sem dado' : `${formatNumber(p.rate, 6)}%`
}

/** `01/01 a 31/01/2025`: the year once when both days share it, so the column stays narrow. */
function span(p: InterestPeriod): string {
  const [first, last] = [formatDate(p.first), formatDate(p.last)]
  return first.slice(6) === last.slice(6) ? `${first.slice(0, 5)} a ${last}` : `${first} a ${last}`
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The interest period by period and the IPCA month by month, as the result used them. */
export function LatePaymentDetails({ result: r }: { result: LatePaymentResult }) {
  return (
    <div className="flex flex-col gap-4">
      <TableBox title="Juros por período">
        <table className={tableClasses}>
          <TableHead columns={['Período', 'Taxa ao mês', 'Dias', 'Juros']} />
          <tbody className="divide-y">
            {r.periods.map((p) => (
              <tr key={p.first}>
                <th scope="row" className={`${firstCellClasses} font-medium`}>
                  {span(p)}
                  <span className="text-muted-foreground block text-xs font-normal">
                    {BASIS[p.basis]}
                  </span>
                </th>
                <td className={cellClasses}>{rateText(p)}</td>
                <td className={cellClasses}>{p.days}</td>
                <td className={cellClasses}>{formatNumber(p.percent, 6)}%</td>
              </tr>
            ))}
          </tbody>
          <tfoot className={footClasses}>
            <tr>
              <th scope="row" className={firstFootCellClasses}>
                Total
              </th>
              <td className={cellClasses} />
              <td className={cellClasses}>{r.days}</td>
              <td className={cellClasses}>{formatNumber(r.interestPercent, 6)}%</td>
            </tr>
          </tfoot>
        </table>
      </TableBox>
      {r.ipcaMonths.length > 0 ? (
        <TableBox title="IPCA de cada mês">
          <table className={tableClasses}>
            <TableHead columns={['Mês', 'IPCA']} />
            <tbody className="divide-y">
              {r.ipcaMonths.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className={`${firstCellClasses} font-medium`}>
                    {capitalized(formatMonth(m.month))}
                  </th>
                  <td className={cellClasses}>{formatPercent(m.rate)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className={footClasses}>
              <tr>
                <th scope="row" className={firstFootCellClasses}>
                  Acumulado
                </th>
                <td className={cellClasses}>{formatPercent(r.ipcaPercent)}</td>
              </tr>
            </tfoot>
          </table>
        </TableBox>
      ) : null}
    </div>
  )
}
