import { useId } from 'react'

import {
  cellClasses,
  firstCellClasses,
  ScrollBox,
  TableHead,
  tableClasses,
} from '@/components/table-box.tsx'
import type { InssRetirementResult } from '@/lib/inss-retirement/inss-retirement.ts'
import { formatDate, formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'

import { ruleNames, shortYmd } from './inss-retirement-text.ts'

type Rule = InssRetirementResult['rules'][number]

/** The figures of a rule, in the table's column order after its name. */
function figuresOf(rule: Rule, withValue: boolean): readonly string[] {
  const value = withValue
    ? rule.benefit
      ? formatMoney(rule.benefit.value)
      : 'sem tábua'
    : rule.fator?.ok
      ? `fator ${formatNumber(rule.fator.fator.value, 4, 4)}`
      : rule.percent === null
        ? '—'
        : formatPercent(rule.percent, 0)
  return [
    formatDate(rule.metOn),
    formatDate(rule.start),
    shortYmd(rule.age),
    shortYmd(rule.tc),
    value,
  ]
}

/**
 * Every rule open to the person: when it is met, the age and time when the benefit starts, the
 * value. Six columns do not fit a phone without scrolling sideways, so a narrow card (a phone, the
 * home page's dialog) lists each rule as a card of its own, label over figure; the table, for
 * comparing rules column by column, shows once the card's own width holds it (a container query,
 * like the fixed-income comparison). Only one of the two is displayed, so assistive technology
 * meets each rule once.
 */
export function RulesTable({ r }: { r: InssRetirementResult }) {
  const headingId = useId()
  const withValue = r.average !== null
  const columns = [
    'Cumprida em',
    'Início',
    'Idade',
    'Tempo de contribuição',
    withValue ? 'Valor' : '% da média',
  ]
  return (
    <div className="@container flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        Todas as regras
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-col gap-2 @2xl:hidden print:hidden">
        {r.rules.map((rule) => (
          <li key={rule.id} className="rounded-xl border p-3 text-sm">
            <h3 className="font-medium">
              {ruleNames[rule.id].name}
              <span className="text-muted-foreground block text-xs font-normal">
                {ruleNames[rule.id].article}
              </span>
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
              {figuresOf(rule, withValue).map((figure, i) => (
                <div key={columns[i]} className="flex min-w-0 flex-col">
                  <dt className="text-muted-foreground text-xs">{columns[i]}</dt>
                  <dd className="whitespace-nowrap tabular-nums">{figure}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden @2xl:block print:block">
        <ScrollBox labelledBy={headingId} tall>
          <table className={tableClasses}>
            <TableHead columns={['Regra', ...columns]} />
            <tbody>
              {r.rules.map((rule) => (
                <tr key={rule.id} className="border-b last:border-0">
                  <th scope="row" className={`${firstCellClasses} font-medium`}>
                    {ruleNames[rule.id].name}
                    <span className="text-muted-foreground block text-xs font-normal">
                      {ruleNames[rule.id].article}
                    </span>
                  </th>
                  {figuresOf(rule, withValue).map((figure, i) => (
                    <td key={columns[i]} className={cellClasses}>
                      {figure}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </div>
    </div>
  )
}
