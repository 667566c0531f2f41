import { useEffect } from 'react'

import { catalogue } from '@/catalogue/catalogue.ts'

import { CalculatorCard } from './calculator-card.tsx'
import { searchCatalogue } from './search.ts'

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
        <li key={result.href + (result.planned ?? '')}>
          <CalculatorCard
            entry={result.entry}
            title={result.title}
            description={result.subtitle}
            to={result.href}
            compact
          />
        </li>
      ))}
    </ol>
  )
}
