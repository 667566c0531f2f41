import { Link } from 'react-router-dom'

import { CalculatorIcon } from '@/components/layout/calculator-icon.tsx'
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
          return (
            <li key={`${shortcut.id}-${shortcut.modo ?? ''}`}>
              <Link
                to={calculatorHref(entry, shortcut.modo)}
                className="bg-card text-card-foreground hover:border-primary/60 flex h-full min-h-14 items-center gap-2 rounded-xl border py-2 pr-1.5 pl-2 text-[0.8125rem] leading-tight font-semibold tracking-tight shadow-sm transition-[border-color,box-shadow] hover:shadow-md sm:gap-2.5 sm:p-3 sm:text-base sm:tracking-normal"
              >
                <span
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-lg sm:size-9',
                    accentClasses[entry.color],
                  )}
                >
                  <CalculatorIcon id={entry.id} className="size-4 sm:size-5" />
                </span>
                <span className="min-w-0 break-words hyphens-auto">{shortcut.label}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
