import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'

import type { catalogue } from '@/catalogue/catalogue.ts'
import { accentClasses } from '@/components/layout/accent-classes.ts'
import { cn } from '@/utils/cn.ts'

import { calculatorHref } from './calculator-href.ts'
import { modalLinkState } from './modal-link-state.ts'

type Entry = (typeof catalogue)[number]

type CalculatorCardProps = {
  entry: Entry
  /** A search result's own words and link (a tab, a stand-in); the entry's by default. */
  title?: string
  description?: string
  to?: string
  /** Tighter, with the description cut at two lines: search results, several above a keyboard. */
  compact?: boolean
}

/** A card with a route goes to its page; one without (history) opens the home modal. */
export function CalculatorCard({ entry, title, description, to, compact }: CalculatorCardProps) {
  const Icon = entry.icon
  const href = to ?? calculatorHref(entry)
  return (
    <Link
      to={href}
      state={href.startsWith('/?calc=') ? modalLinkState : undefined}
      className={cn(
        'group bg-card text-card-foreground hover:border-primary/60 flex h-full items-start gap-3 rounded-2xl border shadow-sm transition-[border-color,box-shadow] hover:shadow-md',
        compact ? 'p-3 sm:p-4' : 'p-4',
      )}
    >
      <span
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
          accentClasses[entry.color],
        )}
      >
        <Icon aria-hidden className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title ?? entry.name}</span>
        <span
          className={cn(
            'text-muted-foreground mt-1 text-sm',
            compact ? 'line-clamp-2 sm:line-clamp-none' : 'block',
          )}
        >
          {description ?? entry.description}
        </span>
      </span>
      <ChevronRight
        aria-hidden
        className="text-muted-foreground size-5 shrink-0 self-center transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  )
}
