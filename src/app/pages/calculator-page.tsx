import { lazy, Suspense } from 'react'

import type { RoutedEntry } from '@/catalogue/catalogue.ts'
import { CalculatorFrame } from '@/app/layout/calculator-frame.tsx'
import { Seo } from '@/components/seo.tsx'
import { loadOnFirstIntent } from '@/utils/first-intent.ts'

import { CalculatorScreen } from '../calculator-screen.tsx'

/** The meta keywords are for the search engines, which read the prerendered head: in the browser
 * every calculator's words (one module) load on the person's first intent, a navigation to
 * another page being one, not before the page is interactive (docs/performance.md). */
const PageKeywords = lazy(
  loadOnFirstIntent(() =>
    import('../layout/page-keywords.tsx').then((m) => ({ default: m.PageKeywords })),
  ),
)

export default function CalculatorPage({ entry }: { entry: RoutedEntry }) {
  return (
    <>
      <Seo
        name={entry.name}
        description={entry.description}
        keywords={null}
        path={entry.route}
        webApplication
      />
      <Suspense fallback={null}>
        <PageKeywords id={entry.id} />
      </Suspense>
      <CalculatorFrame entry={entry}>
        <CalculatorScreen id={entry.id} />
      </CalculatorFrame>
    </>
  )
}
