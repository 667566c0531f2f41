import { useId } from 'react'

import { formatNumber } from '@/utils/format.ts'

const TOTAL_WEEKS = 40
/** Where the 2º and 3º trimesters start (docs/decisions.md §3). */
const TRIMESTER_STARTS = [14, 28] as const

type WeekProgressProps = { weeks: number; percent: number }

/**
 * The pregnancy as a bar of 40 weeks with the trimester boundaries marked. The text label says
 * everything the bar shows, so neither the fill nor its colour carries meaning alone.
 */
export function WeekProgress({ weeks, percent }: WeekProgressProps) {
  const labelId = useId()
  const week = Math.min(weeks, TOTAL_WEEKS)
  const label = `${week} de ${TOTAL_WEEKS} semanas`
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="font-semibold">{label}</span>
        <span className="text-muted-foreground">{formatNumber(percent, 1, 1)}% dos 280 dias</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={TOTAL_WEEKS}
        aria-valuenow={week}
        aria-valuetext={label}
        className="bg-muted relative h-3 overflow-hidden rounded-full border"
      >
        <div
          className="bg-primary h-full rounded-full"
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
        {TRIMESTER_STARTS.map((start) => (
          <span
            key={start}
            aria-hidden
            className="bg-foreground/40 absolute inset-y-0 w-0.5"
            style={{ left: `${(start / TOTAL_WEEKS) * 100}%` }}
          />
        ))}
      </div>
      <div aria-hidden className="text-muted-foreground grid grid-cols-[14fr_14fr_12fr] text-xs">
        <span>1º tri</span>
        <span>2º tri</span>
        <span>3º tri</span>
      </div>
    </div>
  )
}
