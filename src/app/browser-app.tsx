import { StrictMode } from 'react'
import { BrowserRouter } from 'react-router-dom'

import { startHydrating as markHydrationStart } from '@/hooks/use-hydrated.ts'

import { App } from './app.tsx'
import { keepPartialDates } from './partial-dates.ts'

/** Called by src/main.tsx right before it hydrates the prerendered page (see useHydrated). */
export function startHydrating(root: HTMLElement): void {
  markHydrationStart(keepPartialDates(root))
}

/** The browser's tree: the prerender (src/entry-server.tsx) renders the same under StaticRouter. */
export const browserApp = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)
