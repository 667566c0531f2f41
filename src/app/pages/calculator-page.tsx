import type { RoutedEntry } from '@/catalogue/catalogue.ts'
import { keywordLoaders } from '@/catalogue/keywords.ts'
import { CalculatorFrame } from '@/app/layout/calculator-frame.tsx'
import { Seo } from '@/components/seo.tsx'

import { CalculatorScreen } from '../calculator-screen.tsx'

export type CalculatorPageProps = {
  entry: RoutedEntry
  /** Its own words only (`withOwnKeywords`). */
  keywords: readonly string[]
}

export default function CalculatorPage({ entry, keywords }: CalculatorPageProps) {
  return (
    <>
      <Seo
        name={entry.name}
        description={entry.description}
        keywords={keywords}
        path={entry.route}
        webApplication
      />
      <CalculatorFrame entry={entry}>
        <CalculatorScreen id={entry.id} />
      </CalculatorFrame>
    </>
  )
}

/**
 * The page of `entry` once its own keywords are here: each calculator's are a chunk of their
 * own, so no page loads every calculator's words before it is interactive (the budget). The
 * loaders' map is here, not in the app's route table, which the home page loads too.
 */
// Beside the page, in its chunk: an edit here reloads the page instead of a fast refresh.
// eslint-disable-next-line react-refresh/only-export-components
export async function withOwnKeywords(entry: RoutedEntry) {
  const keywords = await keywordLoaders[entry.id]()
  return { default: () => <CalculatorPage entry={entry} keywords={keywords} /> }
}
