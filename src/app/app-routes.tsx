import { lazy, Suspense } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'

import { routedEntries } from '@/catalogue/catalogue.ts'

import { AppErrorBoundary } from './app-error-boundary.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

// Each kind of page is its own chunk: the home page does not pay for the calculator frame and
// a calculator page does not pay for the home grid (the budgets in the README). Prerendered HTML is on
// screen before these arrive; the prerender links them with modulepreload.
const HomePage = lazy(() => import('./pages/home-page.tsx'))
const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx'))

// A calculator's page arrives with its own description and keywords (calculator-page.tsx): one
// lazy part for all, so the texts add no Suspense boundary of their own, which lost what a person typed
// while it hydrated (docs/performance.md). The prerender preloads both.
const calculatorRoutes = routedEntries.map((entry) => ({
  entry,
  Page: lazy(() => import('./pages/calculator-page.tsx').then((m) => m.withOwnTexts(entry))),
}))

// Declarative routes (not the data router): the same tree renders in the browser and, later, in
// the prerender (StaticRouter), and it keeps react-router at ~14 KB gzip instead of ~30 KB
// (the JavaScript budget). Errors are caught by our own boundary, not the router's default page.

export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <AppErrorBoundary key={pathname}>
      <ScrollToTop />
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          {calculatorRoutes.map(({ entry, Page }) => (
            <Route key={entry.id} path={entry.route} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  )
}
