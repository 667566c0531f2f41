import { useId } from 'react'

import type { InssRetirementResult } from '@/lib/inss-retirement/inss-retirement.ts'
import { formatDate, formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'

import { ruleNames, shortYmd } from './inss-retirement-text.ts'

type Rule = InssRetirementResult['rules'][number]

/** Each figure of a rule under its label: the value is the benefit, or without a média the
 * share of it the rule pays. */
function figuresOf(rule: Rule, withValue: boolean): readonly [string, string][] {
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
    ['Cumprida em', formatDate(rule.metOn)],
    ['Início', formatDate(rule.start)],
    ['Idade', shortYmd(rule.age)],
    ['Tempo de contribuição', shortYmd(rule.tc)],
    [withValue ? 'Valor' : '% da média', value],
  ]
}

/**
 * Every rule open to the person: when it is met, the age and time when the benefit starts, the
 * value. A table of six columns needs about 810 px, more than the card has even on a desktop
 * (about 620 px), so it scrolled sideways; each rule is a card instead, its figures labelled, two
 * to a line on a phone and the five in one line once the card's own width holds them (a container
 * query, so the home page's dialog follows its width, not the window's). One structure for every
 * width: a list of the rules, each a description list.
 */
export function RulesList({ r }: { r: InssRetirementResult }) {
  const headingId = useId()
  const withValue = r.average !== null
  return (
    <div className="@container flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        Todas as regras
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-col gap-2">
        {r.rules.map((rule) => (
          <li key={rule.id} className="break-inside-avoid rounded-xl border p-3 text-sm">
            <h3 className="font-medium">
              {ruleNames[rule.id].name}
              <span className="text-muted-foreground block text-xs font-normal">
                {ruleNames[rule.id].article}
              </span>
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 @xl:grid-cols-5">
              {figuresOf(rule, withValue).map(([label, figure]) => (
                <div key={label} className="flex min-w-0 flex-col">
                  <dt className="text-muted-foreground text-xs">{label}</dt>
                  <dd className="whitespace-nowrap tabular-nums">{figure}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
