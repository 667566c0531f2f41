import { ChevronRight } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'

import { CalculatorIcon } from '@/components/layout/calculator-icon.tsx'
import { catalogue } from '@/catalogue/catalogue.ts'
import { accentClasses } from '@/components/layout/accent-classes.ts'
import { cn } from '@/utils/cn.ts'

import { modalLinkState } from './modal-link-state.ts'
import { searchCatalogue, type SearchResult } from './search.ts'

type SearchResultsProps = {
  query: string
  /** Told how many results there are (the page's live region) and where the best one leads. */
  onResults: (count: number, best: string | undefined) => void
}

/**
 * The ranked results, right under the search box (within reach above a phone's keyboard). Its own
 * chunk with the synonyms, fetched when the search box is first touched: the home page's budget
 * before interactive stays for what the first screen needs.
 */
export default function SearchResults({ query, onResults }: SearchResultsProps) {
  const results = searchCatalogue(query, catalogue)
  const best = results[0]?.href
  useEffect(() => onResults(results.length, best), [onResults, results.length, best])

  if (results.length === 0) {
    return (
      <div className="bg-card mt-5 rounded-2xl border border-dashed p-6 text-center">
        <p className="font-semibold">Nenhuma calculadora encontrada para “{query.trim()}”.</p>
        <p className="text-muted-foreground mt-1 text-sm">
          Tente outra palavra, como “salário”, “juros” ou “data”.
        </p>
      </div>
    )
  }
  return (
    <ol
      aria-label="Resultados da busca"
      className="mt-4 grid gap-2 sm:mt-5 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3"
    >
      {results.map((result) => (
        <li key={result.href}>
          <ResultCard result={result} />
        </li>
      ))}
    </ol>
  )
}

/** Like the grid's cards, tighter, the description cut at two lines on a phone. */
function ResultCard({ result }: { result: SearchResult<(typeof catalogue)[number]> }) {
  const { entry, href } = result
  return (
    <Link
      to={href}
      state={href.startsWith('/?calc=') ? modalLinkState : undefined}
      className="group bg-card text-card-foreground hover:border-primary/60 flex h-full items-start gap-3 rounded-2xl border p-3 shadow-sm transition-[border-color,box-shadow] hover:shadow-md sm:p-4"
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
        <span className="block font-semibold">{result.title}</span>
        <span className="text-muted-foreground mt-1 line-clamp-2 text-sm sm:line-clamp-none">
          {result.subtitle}
        </span>
      </span>
      <ChevronRight
        aria-hidden
        className="text-muted-foreground size-5 shrink-0 self-center transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  )
}
