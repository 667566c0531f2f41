import { Link } from 'react-router-dom'

import { findEntry } from '@/catalogue/catalogue.ts'
import { accentClasses } from '@/components/layout/accent-classes.ts'
import { cn } from '@/utils/cn.ts'

import { calculatorHref } from './calculator-href.ts'
import { resolveShortcuts } from './popular.ts'

const tiles = resolveShortcuts(findEntry)

/**
 * The most used calculators as small tiles, two per row on a phone, so all of them fit on the
 * first screen under the search box.
 */
export function PopularCalculators() {
  return (
    <section aria-labelledby="mais-usadas" className="mt-5">
      <h2 id="mais-usadas" className="text-muted-foreground text-sm font-semibold">
        Mais usadas
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {tiles.map(({ entry, shortcut }) => {
          const Icon = entry.icon
          return (
            <li key={`${shortcut.id}-${shortcut.modo ?? ''}`}>
              <Link
                to={calculatorHref(entry, shortcut.modo)}
                className="bg-card text-card-foreground hover:border-primary/60 flex h-full min-h-14 items-center gap-2.5 rounded-xl border p-2 pr-3 text-sm leading-tight font-semibold shadow-sm transition-[border-color,box-shadow] hover:shadow-md sm:p-3 sm:text-base"
              >
                <span
                  className={cn(
                    'inline-flex size-9 shrink-0 items-center justify-center rounded-lg',
                    accentClasses[entry.color],
                  )}
                >
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="min-w-0">{shortcut.label}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
