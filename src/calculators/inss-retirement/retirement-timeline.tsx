import type { InssRetirementResult } from '@/lib/inss-retirement/inss-retirement.ts'
import { formatDate } from '@/utils/format.ts'

import { ruleNames } from './inss-retirement-text.ts'

const WIDTH = 320
const ROW = 30
const LEFT = 16
const RIGHT = 16

const yearOf = (iso: string) => Number(iso.slice(0, 4)) + (Number(iso.slice(5, 7)) - 1) / 12

/**
 * Each rule as a bar from the simulation's day to the day it is met (a dot when already met),
 * on one axis of years: the eye sees at once which comes first. Drawn by hand (no chart
 * library); the table above says the same in words, so the drawing is hidden from screen readers.
 */
export function RetirementTimeline({ r }: { r: InssRetirementResult }) {
  if (r.rules.length === 0) return null
  const from = Math.floor(Math.min(yearOf(r.reference), ...r.rules.map((x) => yearOf(x.metOn))))
  const to = Math.ceil(Math.max(yearOf(r.reference), ...r.rules.map((x) => yearOf(x.metOn))) + 0.01)
  const span = Math.max(1, to - from)
  const x = (iso: string) => LEFT + ((yearOf(iso) - from) / span) * (WIDTH - LEFT - RIGHT)
  const height = r.rules.length * ROW + 24
  const step = Math.max(1, Math.ceil(span / 6))
  const ticks: number[] = []
  for (let y = from; y <= to; y += step) ticks.push(y)
  const now = x(r.reference)
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-semibold">Linha do tempo</figcaption>
      <svg
        viewBox={`0 0 ${String(WIDTH)} ${String(height)}`}
        className="w-full"
        aria-hidden="true"
        role="presentation"
      >
        {ticks.map((t) => {
          const tx = LEFT + ((t - from) / span) * (WIDTH - LEFT - RIGHT)
          return (
            <g key={t}>
              <line x1={tx} x2={tx} y1={0} y2={height - 16} className="stroke-border" />
              <text
                x={tx}
                y={height - 4}
                textAnchor="middle"
                className="fill-muted-foreground text-[10px]"
              >
                {t}
              </text>
            </g>
          )
        })}
        <line
          x1={now}
          x2={now}
          y1={0}
          y2={height - 16}
          className="stroke-primary"
          strokeDasharray="3 3"
        />
        {r.rules.map((rule, i) => {
          const y = i * ROW + 18
          const end = x(rule.metOn)
          const isEarliest = r.earliest?.id === rule.id
          return (
            <g key={rule.id}>
              <text x={4} y={y - 7} className="fill-foreground text-[11px]">
                {ruleNames[rule.id].name} · {formatDate(rule.metOn)}
              </text>
              {rule.already ? null : (
                <line
                  x1={now}
                  x2={end}
                  y1={y}
                  y2={y}
                  strokeWidth={6}
                  strokeLinecap="round"
                  className={isEarliest ? 'stroke-primary' : 'stroke-muted-foreground'}
                />
              )}
              <circle
                cx={end}
                cy={y}
                r={5}
                className={isEarliest ? 'fill-primary' : 'fill-muted-foreground'}
              />
            </g>
          )
        })}
      </svg>
      <p className="text-muted-foreground text-xs">
        A linha tracejada é a data da simulação ({formatDate(r.reference)}).
      </p>
    </figure>
  )
}
