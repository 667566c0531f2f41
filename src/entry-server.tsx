import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'

import { App } from '@/app/app.tsx'
import { routedEntries } from '@/catalogue/catalogue.ts'
import { SITE_ORIGIN } from '@/config/site.ts'

/**
 * The prerender's entry (scripts/prerender.mjs): the same tree as the browser's, at a given path.
 * `prerender` waits for every lazy chunk and Suspense boundary, so each page's HTML
 * holds its calculator's form and "Como usar", not a loading state.
 */
export async function render(url: string): Promise<string> {
  // A component that throws here would leave its boundary to be rendered in the browser: a page
  // shipped without its form. The build fails instead.
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  )
  if (errors.length > 0) throw new Error(`prerendering ${url} failed`, { cause: errors[0] })
  return new Response(prelude).text()
}

/** The pages to write, from the catalogue: `/` and every calculator route. */
export const pages = [
  { path: '/', module: 'src/app/pages/home-page.tsx' },
  ...routedEntries.map((entry) => ({
    path: entry.route,
    module: 'src/app/pages/calculator-page.tsx',
    screen: `src/calculators/${entry.id}/${entry.id}.tsx`,
  })),
]

export { SITE_ORIGIN }
