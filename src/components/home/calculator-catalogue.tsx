import { Search, X } from 'lucide-react'
import { Suspense, useDeferredValue, useId, useState } from 'react'

import { catalogue } from '@/catalogue/catalogue.ts'
import { categories, type Category } from '@/catalogue/categories.ts'

import { CalculatorCard } from './calculator-card.tsx'
import { matchesSearch } from './search.ts'

/** Search box and the card grid grouped by category, narrowed as the user types. */
export function CalculatorCatalogue() {
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const inputId = useId()
  const found = catalogue.filter((entry) => matchesSearch(entry, deferredQuery))
  const groups = categories
    .map((category) => ({
      category,
      entries: found.filter((entry) => entry.category === category.id),
    }))
    .filter((group) => group.entries.length > 0)

  return (
    <section aria-labelledby="calculadoras" className="mt-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="calculadoras" className="text-2xl font-bold tracking-tight">
          Todas as calculadoras
        </h2>
        <div className="w-full sm:max-w-sm" role="search">
          <label htmlFor={inputId} className="sr-only">
            Buscar calculadora
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
            />
            <input
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Buscar: salário, juros, IMC…"
              autoComplete="off"
              enterKeyHint="search"
              className="border-input bg-card placeholder:text-muted-foreground focus-visible:border-ring min-h-12 w-full rounded-xl border py-2 pr-12 pl-10 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden"
            />
            {query && (
              <button
                type="button"
                onClick={() => setQuery('')}
                aria-label="Limpar busca"
                className="text-muted-foreground hover:text-foreground absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-lg"
              >
                <X aria-hidden className="size-5" />
              </button>
            )}
          </div>
        </div>
      </div>

      <p aria-live="polite" className="sr-only">
        {deferredQuery.trim()
          ? `${found.length} ${found.length === 1 ? 'calculadora encontrada' : 'calculadoras encontradas'}`
          : ''}
      </p>

      {groups.length === 0 ? (
        <div className="bg-card mt-6 rounded-2xl border border-dashed p-8 text-center">
          <p className="font-semibold">
            Nenhuma calculadora encontrada para “{deferredQuery.trim()}”.
          </p>
          <p className="text-muted-foreground mt-1 text-sm">
            Tente outra palavra, como “salário”, “juros” ou “data”.
          </p>
        </div>
      ) : (
        groups.map(({ category, entries }) => (
          // Nothing here suspends: each boundary only lets React hydrate the sections one at a
          // time, each in a short task of its own, instead of the whole grid in one (issue 7's
          // TBT).
          <Suspense key={category.id}>
            <CategorySection category={category} entries={entries} />
          </Suspense>
        ))
      )}
    </section>
  )
}

function CategorySection({
  category,
  entries,
}: {
  category: Category
  entries: readonly (typeof catalogue)[number][]
}) {
  return (
    <section aria-labelledby={`cat-${category.id}`} className="mt-8">
      <h3 id={`cat-${category.id}`} className="text-lg font-semibold">
        {category.name}
      </h3>
      <p className="text-muted-foreground text-sm">{category.description}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <CalculatorCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  )
}
