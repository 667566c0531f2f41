import { useId } from 'react'

import type { YearRow } from '@/lib/compound/compound.ts'
import { powerOfTen } from '@/utils/float-figures.ts'
import { formatMoney } from '@/utils/format.ts'
import { formatCompactMoney } from '@/utils/format-compact.ts'

/**
 * A small stacked bar chart of a balance year by year: what was put in (bottom) and the interest
 * it earned (top).
 *
 * Hand-made SVG, no chart library: a charting package would add tens of KB gzip to the
 * calculator, while the budget is 12 KB gzip per calculator chunk. This file is also
 * loaded on its own (React.lazy + dynamic import in the screens), only once a result is shown.
 *
 * The bars are drawn in a viewBox stretched to the box (preserveAspectRatio="none"), so they fill
 * any width; the texts (axis, legend) are HTML, so they keep their size on a phone. Colours come
 * from the theme's tokens (`fill-primary`, `fill-success`, `currentColor`), so the chart reads in
 * the light and the dark theme. The text alternative is the sentence under the chart (also the
 * SVG's accessible name) and, beside it, the year-by-year table.
 */

type BalanceChartProps = {
  rows: readonly YearRow[]
  /** One sentence that says what the chart shows, for those who cannot see it. */
  summary: string
}

/** The smallest round number (1, 1,2, 1,5, 2, 2,5, 3, 4, 5, 6, 8 × 10^k) ≥ value: the axis top,
 * close enough above the tallest bar that the chart uses most of its height. */
function niceCeiling(value: number): number {
  if (!(value > 0)) return 1
  const power = powerOfTen(Math.floor(Math.log10(value)))
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((s) => s * power >= value) ?? 10
  return step * power
}

const VIEW_HEIGHT = 100

function yearLabel(row: YearRow): string {
  return row.mes % 12 === 0 ? `Ano ${row.ano}` : `${row.mes} meses`
}

export default function BalanceChart({ rows, summary }: BalanceChartProps) {
  const summaryId = useId()
  const top = niceCeiling(Math.max(0, ...rows.map((r) => r.saldo)))
  const scale = (value: number) => (value / top) * VIEW_HEIGHT
  const first = rows[0]
  const last = rows[rows.length - 1]
  const ticks = [top, top / 2, 0]

  return (
    <figure className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li className="flex items-center gap-2">
          <span aria-hidden className="bg-primary inline-block size-3 rounded-sm" />
          Total aportado
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="bg-success inline-block size-3 rounded-sm" />
          Juros
        </li>
      </ul>
      <div className="flex gap-2">
        <div
          aria-hidden
          className="text-muted-foreground flex h-44 flex-col justify-between text-right text-xs tabular-nums sm:h-56"
        >
          {ticks.map((tick) => (
            <span key={tick} className="-my-2 leading-4">
              {formatCompactMoney(tick)}
            </span>
          ))}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <svg
            role="img"
            aria-label="Gráfico do saldo ano a ano: total aportado e juros"
            aria-describedby={summaryId}
            viewBox={`0 0 ${rows.length} ${VIEW_HEIGHT}`}
            preserveAspectRatio="none"
            className="text-muted-foreground h-44 w-full sm:h-56"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={rows.length}
                y1={VIEW_HEIGHT - scale(tick)}
                y2={VIEW_HEIGHT - scale(tick)}
                stroke="currentColor"
                strokeOpacity={tick === 0 ? 0.6 : 0.25}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {rows.map((row, index) => {
              const contributed = scale(row.aportado)
              const interest = scale(Math.max(0, row.juros))
              const x = index + 0.15
              return (
                <g key={row.mes}>
                  <title>
                    {`${yearLabel(row)}: saldo ${formatMoney(row.saldo)} (${formatMoney(row.aportado)} aportados, ${formatMoney(row.juros)} de juros)`}
                  </title>
                  <rect
                    x={x}
                    width={0.7}
                    y={VIEW_HEIGHT - contributed}
                    height={contributed}
                    className="fill-primary"
                  />
                  <rect
                    x={x}
                    width={0.7}
                    y={VIEW_HEIGHT - contributed - interest}
                    height={interest}
                    className="fill-success"
                  />
                </g>
              )
            })}
          </svg>
          <div
            aria-hidden
            className="text-muted-foreground flex justify-between text-xs tabular-nums"
          >
            <span>{first ? yearLabel(first) : null}</span>
            {last && last !== first ? <span>{yearLabel(last)}</span> : null}
          </div>
        </div>
      </div>
      <figcaption id={summaryId} className="text-muted-foreground text-sm">
        {summary}
      </figcaption>
    </figure>
  )
}
