import { Suspense } from 'react'

import { catalogue } from '@/catalogue/catalogue.ts'
import { categories, type Category } from '@/catalogue/categories.ts'

import { CalculatorCard } from './calculator-card.tsx'

/** Every calculator, grouped by category. */
export function AllCalculators() {
  return (
    <section aria-labelledby="calculadoras" className="mt-10">
      <h2 id="calculadoras" className="text-2xl font-bold tracking-tight">
        Todas as calculadoras
      </h2>
      <CategoryLinks />
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
}

/**
 * A jump to each category: on a phone the list is about ten screens long. Plain anchors to the
 * headings, which work before the page's code has loaded and cost it nothing.
 */
function CategoryLinks() {
  return (
    <nav aria-label="Categorias" className="mt-3">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#cat-${category.id}`}
              className="bg-card hover:border-primary/60 inline-flex min-h-11 min-w-11 items-center rounded-full border px-3.5 text-sm font-medium shadow-sm"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
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
    <section aria-labelledby={`cat-${category.id}`} className="below-fold mt-8">
      {/* Below the sticky header when a category link scrolls to it. */}
      <h3 id={`cat-${category.id}`} className="scroll-mt-20 text-lg font-semibold">
        {category.name}
      </h3>
      <p className="text-muted-foreground text-sm">{category.description}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.id} className="below-fold-card">
            <CalculatorCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  )
}
