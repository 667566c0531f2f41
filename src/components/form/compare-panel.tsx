import { use, useEffect, useMemo, useRef, useState } from 'react'

import { ScrollBox } from '@/components/table-box.tsx'
import { cn } from '@/utils/cn.ts'

import { compareRows, comparisonMessage } from './compare-figures.ts'
import { COMPARE_PROMPT } from './compare-prompt.tsx'
import type { Comparison, Scenario } from './compare-store.ts'
import { describeField, formOf } from './form-inputs.ts'
import { RevealContext } from './result-reveal.ts'

type Changed = { label: string; first: string; second: string }

/**
 * The kept scenario beside the one on screen: while the person changes the inputs, a line says
 * what to do; once Calcular gives a second result, both figure by figure with the difference,
 * and the inputs that differ. Said once to a screen reader, in the result's own status line.
 */
export default function ComparePanel({
  comparison,
  current,
}: {
  comparison: Comparison & { kept: Scenario }
  current: Scenario
}) {
  const { kept, first, second } = comparison
  const rows = useMemo(() => (second ? compareRows(kept, current) : []), [current, kept, second])
  const message = comparisonMessage(rows)
  const reveal = use(RevealContext)
  const root = useRef<HTMLDivElement>(null)
  const [changed, setChanged] = useState<Changed[]>([])

  useEffect(() => {
    if (message) reveal?.announce(message, false)
  }, [message, reveal])
  // Comparar was pressed: the form came into view (compare-prompt.tsx); say what to do there.
  const asked = comparison.asked && !second
  useEffect(() => {
    if (asked) reveal?.announce(COMPARE_PROMPT, true)
  }, [asked, reveal])

  // The fields' labels and shown values are the page's: read once the second result is drawn.
  useEffect(() => {
    const form = formOf(root.current)
    const list: Changed[] = []
    if (form && second)
      for (const name of Object.keys(second)) {
        if ((first[name] ?? '') === (second[name] ?? '')) continue
        const a = describeField(form, name, first[name] ?? '')
        const b = describeField(form, name, second[name] ?? '')
        if (a && b && a.value !== b.value)
          list.push({ label: a.label, first: a.value, second: b.value })
      }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from the page, after it is drawn
    setChanged(list)
  }, [first, second])

  if (!second)
    return (
      <div ref={root} className="no-print bg-muted rounded-lg px-3 py-2 text-sm">
        <p>
          <strong>Cenário A guardado:</strong> {kept.label} {kept.value}.
        </p>
        <p>Altere os dados acima e toque em Calcular: o cenário B aparece ao lado do A.</p>
      </div>
    )

  return (
    <div ref={root} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Comparação de cenários</h3>
      {changed.length > 0 ? (
        <ul className="text-muted-foreground text-sm">
          {changed.map((c) => (
            <li key={c.label}>
              {c.label}: A <span className="whitespace-nowrap">{c.first}</span>, B{' '}
              <span className="whitespace-nowrap">{c.second}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <ScrollBox label="Comparação de cenários">
        {/* Two columns fit a phone with any amount: each figure's name heads its group of rows,
            and the difference has a line of its own under the two. */}
        <table className="w-full text-sm">
          <thead className="bg-muted text-muted-foreground text-xs">
            <tr>
              {['Cenário A', 'Cenário B'].map((name) => (
                <th key={name} scope="col" className="w-1/2 px-2 py-2 text-right font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          {rows.map((row, index) => (
            <tbody
              key={index}
              className={cn('border-t [&>tr:last-child>*]:pb-1.5', index === 0 && 'font-semibold')}
            >
              {row.secondLabel === undefined ? (
                <tr>
                  <th scope="rowgroup" colSpan={2} className="px-2 pt-1.5 text-left font-medium">
                    {row.label}
                  </th>
                </tr>
              ) : (
                // Named differently in each scenario: each name over its own figure.
                <tr>
                  {[row.label, row.secondLabel].map((name, column) => (
                    <th
                      key={column}
                      scope="col"
                      className="px-2 pt-1.5 text-right align-bottom font-medium"
                    >
                      {name}
                    </th>
                  ))}
                </tr>
              )}
              <tr>
                {[row.first, row.second].map((figure, column) => (
                  <td key={column} className="px-2 text-right whitespace-nowrap tabular-nums">
                    {figure}
                  </td>
                ))}
              </tr>
              {row.difference === '—' ? null : (
                <tr>
                  <td colSpan={2} className="text-muted-foreground px-2 text-right text-xs">
                    Diferença (B − A):{' '}
                    <span className="whitespace-nowrap tabular-nums">{row.difference}</span>
                  </td>
                </tr>
              )}
            </tbody>
          ))}
        </table>
      </ScrollBox>
    </div>
  )
}
