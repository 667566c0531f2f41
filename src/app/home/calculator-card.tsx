import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'

import { CalculatorIcon } from '@/components/layout/calculator-icon.tsx'
import type { catalogue } from '@/catalogue/catalogue.ts'
import { accentClasses } from '@/components/layout/accent-classes.ts'
import { cn } from '@/utils/cn.ts'

import { CardDescription } from './card-description.tsx'
import { modalLinkState } from './modal-link-state.ts'

type Entry = (typeof catalogue)[number]

/** A card with a route goes to its page; one without (history) opens the home modal. */
export function CalculatorCard({ entry }: { entry: Entry }) {
  const to = 'route' in entry ? entry.route : `/?calc=${entry.id}`
  return (
    <Link
      to={to}
      state={'route' in entry ? undefined : modalLinkState}
      className="group bg-card text-card-foreground hover:border-primary/60 flex h-full items-start gap-3 rounded-2xl border p-4 shadow-sm transition-[border-color,box-shadow] hover:shadow-md"
    >
      <span
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
          accentClasses[entry.color],
        )}
      >
        <CalculatorIcon id={entry.id} className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{entry.name}</span>
        <CardDescription id={entry.id} className="text-muted-foreground mt-1 block text-sm" />
      </span>
      <ChevronRight
        aria-hidden
        className="text-muted-foreground size-5 shrink-0 self-center transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  )
}
