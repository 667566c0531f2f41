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
          <div key={index} className="flex items-baseline justify-between gap-4 px-3 py-2.5">
            <dt
              className={cn(
                'text-muted-foreground min-w-0 text-sm',
                item.strong && 'text-foreground font-semibold',
              )}
            >
              {item.label}
              {item.hint ? (
                <span className="text-muted-foreground block text-xs font-normal">{item.hint}</span>
              ) : null}
            </dt>
            <dd
              className={cn(
                'shrink-0 text-right whitespace-nowrap tabular-nums',
                item.strong && 'font-bold',
              )}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
