import { useSyncExternalStore } from 'react'

import { SITE_NAME, SITE_SINCE_YEAR } from '@/config/site.ts'

const noSubscription = () => () => {}

/**
 * The visitor's year. The prerendered HTML says the build's year, and hydration must render the
 * same; the visitor's own clock takes over right after, so a page built in December still says
 * the new year in January.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}

export function SiteFooter() {
  const year = useCurrentYear()
  return (
    // The id is what a prerendered calculator page's first paint waits for (scripts/prerender.mjs).
    <footer id="rodape" className="below-fold no-print text-muted-foreground mt-16 border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {SITE_SINCE_YEAR}–{year} {SITE_NAME}
        </p>
        <p>Grátis e sem cadastro. Todo cálculo é feito no seu navegador; nenhum dado é enviado.</p>
      </div>
    </footer>
  )
}
