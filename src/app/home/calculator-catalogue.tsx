import { Search, X } from 'lucide-react'
import { lazy, Suspense, useCallback, useDeferredValue, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { modalLinkState } from './modal-link-state.ts'
import { PopularCalculators } from './popular-calculators.tsx'

const loadResults = () => import('./search-results.tsx')
// A chunk that cannot load (offline before the first visit was cached, a new deploy) must not
// take the home page down with it: the full list below still works.
const SearchResults = lazy(() => loadResults().catch(() => ({ default: SearchUnavailable })))

function SearchUnavailable() {
  return (
    <p role="alert" className="bg-card mt-5 rounded-2xl border border-dashed p-6 text-center">
      Não foi possível carregar a busca. Escolha na lista abaixo.
    </p>
  )
}

/**
 * The home page's first screen: the search box and the most used calculators, or, while
 * searching, the ranked results in their place.
 */
export function CalculatorCatalogue() {
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
            // The results' chunk starts downloading as the box gets focus, before the first key.
            onFocus={() => void loadResults().catch(() => {})}
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
    </>
  )
}
