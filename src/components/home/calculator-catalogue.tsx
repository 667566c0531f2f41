import { Search, X } from 'lucide-react'
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useId,
  useRef,
  useState,
} from 'react'

import { useNavigate } from 'react-router-dom'

import { catalogue } from '@/catalogue/catalogue.ts'
import { categories, type Category } from '@/catalogue/categories.ts'

import { CalculatorCard } from './calculator-card.tsx'
import { modalLinkState } from './modal-link-state.ts'
import { PopularCalculators } from './popular-calculators.tsx'

const loadResults = () => import('./search-results.tsx')
const SearchResults = lazy(loadResults)

/**
 * The home page's calculators: the search box, the most used ones (or, while searching, the
 * ranked results) in the first screen, then `intro`, then every calculator by category.
 */
export function CalculatorCatalogue({ intro }: { intro?: ReactNode }) {
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<{ count: number; best?: string }>({ count: 0 })
  const onResults = useCallback(
    (count: number, best: string | undefined) => setFound(best ? { count, best } : { count }),
    [],
  )
  const navigate = useNavigate()
  const count = found.count
  const deferredQuery = useDeferredValue(query)
  const searching = deferredQuery.trim() !== ''
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)

  return (
    <>
      <div className="mt-4 w-full sm:max-w-xl" role="search">
        <label htmlFor={inputId} className="sr-only">
          Buscar calculadora
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
          />
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // The keyboard's search key opens the best match, as a search engine would.
              if (event.key !== 'Enter' || !searching || !found.best) return
              event.preventDefault()
              const href = found.best
              void navigate(href, href.startsWith('/?calc=') ? { state: modalLinkState } : {})
            }}
            // The results' chunk starts downloading at the first touch, before the first key.
            onFocus={() => void loadResults().catch(() => {})}
            onPointerDown={() => void loadResults().catch(() => {})}
            placeholder="Buscar: salário, juros, férias…"
            autoComplete="off"
            enterKeyHint="search"
            className="border-input bg-card placeholder:text-muted-foreground focus-visible:border-ring min-h-12 w-full rounded-xl border py-2 pr-12 pl-10 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <button
              type="button"
              onClick={() => {
                setQuery('')
                // The button disappears with the query: keep the focus where typing goes on.
                input.current?.focus()
              }}
              aria-label="Limpar busca"
              className="text-muted-foreground hover:text-foreground absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-lg"
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </div>
      </div>

      <p aria-live="polite" className="sr-only">
        {searching
          ? `${count} ${count === 1 ? 'calculadora encontrada' : 'calculadoras encontradas'}`
          : ''}
      </p>

      {/* One boundary for both: while the results' chunk loads, the tiles stay on screen. */}
      <Suspense fallback={null}>
        {searching ? (
          <SearchResults query={deferredQuery} onResults={onResults} />
        ) : (
          <PopularCalculators />
        )}
      </Suspense>

      {intro}

      <AllCalculators />
    </>
  )
}

/** Every calculator by category; memoized, so a key typed in the search box does not redo it. */
const AllCalculators = memo(function AllCalculators() {
  return (
    <section aria-labelledby="calculadoras" className="mt-10">
      <h2 id="calculadoras" className="text-2xl font-bold tracking-tight">
        Todas as calculadoras
      </h2>
      {categories.map((category) => (
        // Nothing here suspends: each boundary only lets React hydrate the sections one at a
        // time, each in a short task of its own, instead of the whole grid in one long task
        // (Total Blocking Time on a slow phone).
        <Suspense key={category.id}>
          <CategorySection
            category={category}
            entries={catalogue.filter((entry) => entry.category === category.id)}
          />
        </Suspense>
      ))}
    </section>
  )
})

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
