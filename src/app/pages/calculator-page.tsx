import type { RoutedEntry } from '@/catalogue/catalogue.ts'
import { descriptionLoaders } from '@/catalogue/description-loaders.ts'
import { keywordLoaders } from '@/catalogue/keywords.ts'
import { CalculatorFrame } from '@/app/layout/calculator-frame.tsx'
import { Seo } from '@/components/seo.tsx'

import { CalculatorScreen } from '../calculator-screen.tsx'

export type CalculatorPageProps = {
  entry: RoutedEntry
  /** Its own sentence and words only (`withOwnTexts`). */
  description: string
  keywords: readonly string[]
}

export default function CalculatorPage({ entry, description, keywords }: CalculatorPageProps) {
  return (
    <>
      <Seo
        name={entry.name}
        description={description}
        keywords={keywords}
        path={entry.route}
        webApplication
      />
      <CalculatorFrame entry={entry} description={description}>
        <CalculatorScreen id={entry.id} />
      </CalculatorFrame>
    </>
  )
}

/**
 * The page of `entry` once its own sentence and keywords are here: each calculator's are small
 * chunks of their own, so no page loads every calculator's texts before it is interactive (the
 * budget). The loaders' maps are here, not in the app's route table, which the home page loads too.
 */
// Beside the page, in its chunk: an edit here reloads the page instead of a fast refresh.
// eslint-disable-next-line react-refresh/only-export-components
export async function withOwnTexts(entry: RoutedEntry) {
  const [description, keywords] = await Promise.all([
    descriptionLoaders[entry.id](),
    keywordLoaders[entry.id](),
  ])
  return {
    default: () => <CalculatorPage entry={entry} description={description} keywords={keywords} />,
  }
}
