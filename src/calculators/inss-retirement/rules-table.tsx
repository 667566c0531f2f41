import {
  cellClasses,
  firstCellClasses,
  TableBox,
  TableHead,
  tableClasses,
} from '@/components/table-box.tsx'
import type { InssRetirementResult } from '@/lib/inss-retirement/inss-retirement.ts'
import { formatDate, formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'

import { ruleNames, shortYmd } from './inss-retirement-text.ts'

/** Every rule open to the person: when it is met, the age and time when the benefit starts, the value. */
export function RulesTable({ r }: { r: InssRetirementResult }) {
  const withValue = r.average !== null
  return (
    <TableBox title="Todas as regras">
      <table className={tableClasses}>
        <TableHead
          columns={[
            'Regra',
            'Cumprida em',
            'Início',
            'Idade',
            'Tempo de contribuição',
            withValue ? 'Valor' : '% da média',
          ]}
        />
        <tbody>
          {r.rules.map((rule) => (
            <tr key={rule.id} className="border-b last:border-0">
              <th scope="row" className={`${firstCellClasses} font-medium`}>
                {ruleNames[rule.id].name}
                <span className="text-muted-foreground block text-xs font-normal">
                  {ruleNames[rule.id].article}
                </span>
              </th>
              <td className={cellClasses}>{formatDate(rule.metOn)}</td>
              <td className={cellClasses}>{formatDate(rule.start)}</td>
              <td className={cellClasses}>{shortYmd(rule.age)}</td>
              <td className={cellClasses}>{shortYmd(rule.tc)}</td>
              <td className={cellClasses}>
                {withValue
                  ? rule.benefit
                    ? formatMoney(rule.benefit.value)
                    : 'sem tábua'
                  : rule.fator?.ok
                    ? `fator ${formatNumber(rule.fator.fator.value, 4, 4)}`
                    : rule.percent === null
                      ? '—'
                      : formatPercent(rule.percent, 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}
