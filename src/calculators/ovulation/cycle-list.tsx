import { useId } from 'react'

import type { OvulationCycle } from '@/lib/ovulation/ovulation.ts'
import { formatDate, formatLongDate } from '@/utils/format.ts'

function status(cycle: OvulationCycle): string {
  if (cycle.passed) return 'Passou'
  if (cycle.daysUntilOvulation === 0) return 'hoje'
  return cycle.daysUntilOvulation === 1 ? 'em 1 dia' : `em ${cycle.daysUntilOvulation} dias`
}

/** The current cycle and the next two, one card each: long dates read better stacked on a phone. */
export function CycleList({ cycles }: { cycles: readonly OvulationCycle[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        Próximos 3 ciclos
      </h2>
      <ol className="flex flex-col gap-2">
        {cycles.map((cycle, index) => (
          <li key={cycle.periodStart} className="rounded-xl border p-3">
            <p className="text-sm font-semibold">
              {index === 0 ? 'Ciclo atual' : `${index + 1}º ciclo`}
              <span className="text-muted-foreground font-normal">
                {' '}
                · começa em {formatDate(cycle.periodStart)}
              </span>
            </p>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">Ovulação</dt>
              <dd>
                {formatLongDate(cycle.ovulationDate)}{' '}
                <span
                  className={
                    cycle.passed
                      ? 'text-muted-foreground font-medium'
                      : 'font-medium text-pink-700 dark:text-pink-300'
                  }
                >
                  ({status(cycle)})
                </span>
              </dd>
              <dt className="text-muted-foreground">Período fértil</dt>
              <dd>
                {formatLongDate(cycle.fertileWindowStart)} a{' '}
                {formatLongDate(cycle.fertileWindowEnd)}
              </dd>
              <dt className="text-muted-foreground">Próxima menstruação</dt>
              <dd>{formatLongDate(cycle.nextPeriodDate)}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  )
}
