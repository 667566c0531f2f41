import type { ReactNode } from 'react'

import { cn } from '@/utils/cn.ts'

export type DetailItem = {
  label: ReactNode
  value: ReactNode
  hint?: ReactNode
  strong?: boolean
}

/** A titled list of label/value lines, styled like the result card's own items. */
export function DetailList({
  title,
  items,
}: {
  title: string
  items: readonly (DetailItem | false | null)[]
}) {
  const rows = items.filter((item): item is DetailItem => Boolean(item))
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="divide-y rounded-xl border">
        {rows.map((item, index) => (
          // The hint runs under both the label and the value: beside the value it was squeezed
          // into a strip about 140 px wide on a phone, five lines for one sentence.
          <div
            key={index}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 px-3 py-2.5"
          >
            <dt className={cn('text-muted-foreground text-sm', item.strong && 'font-semibold')}>
              {item.label}
            </dt>
            <dd
              className={cn(
                'text-right whitespace-nowrap tabular-nums',
                item.strong && 'font-bold',
              )}
            >
              {item.value}
            </dd>
            {item.hint ? (
              <dd className="text-muted-foreground col-span-2 text-xs">{item.hint}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  )
}
