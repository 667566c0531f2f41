import type { RoutedEntry } from '@/catalogue/catalogue.ts'
import { CalculatorFrame } from '@/app/layout/calculator-frame.tsx'
import { Seo } from '@/components/seo.tsx'
import { canonicalUrl } from '@/config/site.ts'

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

type OwnTexts = { description: string; keywords: readonly string[] }

/**
 * The page's sentence and words as its head holds them, when that head is this page's (its
 * canonical link): the prerendered page being hydrated, or this page rendered again. Seo writes
 * the words joined by `, `, and joins these the same way, so the head React hydrates is the same.
 */
function textsInHead(entry: RoutedEntry): OwnTexts | null {
  if (typeof document === 'undefined') return null
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (canonical?.getAttribute('href') !== canonicalUrl(entry.route)) return null
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.getAttribute('content')
  const description = meta('description')
  const keywords = meta('keywords')
  if (description == null || keywords == null) return null
  return { description, keywords: keywords === '' ? [] : keywords.split(', ') }
}

/** Each calculator's sentence and words from its own small chunk, found through the maps of
 * every id, which load only here (the prerender, a page reached from another). */
async function loadOwnTexts(entry: RoutedEntry): Promise<OwnTexts> {
  const [{ descriptionLoaders }, { keywordLoaders }] = await Promise.all([
    import('@/catalogue/description-loaders.ts'),
    import('@/catalogue/keywords.ts'),
  ])
  const [description, keywords] = await Promise.all([
    descriptionLoaders[entry.id](),
    keywordLoaders[entry.id](),
  ])
  return { description, keywords }
}

/**
 * The page of `entry` once its own sentence and keywords are here. A page opened at its address
 * reads them from the prerendered head, so its first load carries no map keyed by every
 * calculator (what one more calculator would add to every page, docs/performance.md); one
 * reached from another page, and the prerender, load them. The maps are here, not in the app's
 * route table, which the home page loads too.
 */
// Beside the page, in its chunk: an edit here reloads the page instead of a fast refresh.
// eslint-disable-next-line react-refresh/only-export-components
export async function withOwnTexts(entry: RoutedEntry) {
  const { description, keywords } = textsInHead(entry) ?? (await loadOwnTexts(entry))
  return {
    default: () => <CalculatorPage entry={entry} description={description} keywords={keywords} />,
  }
}
