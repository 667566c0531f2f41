import { lazy, Suspense } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'

import { routedEntries } from '@/catalogue/catalogue.ts'

import { AppErrorBoundary } from './app-error-boundary.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

// Each kind of page is its own chunk: the home page does not pay for the calculator frame and
// a calculator page does not pay for the home grid (the budgets in the README). Prerendered HTML is on
// screen before these arrive; the prerender links them with modulepreload.
const HomePage = lazy(() => import('./pages/home-page.tsx'))
const CalculatorPage = lazy(() => import('./pages/calculator-page.tsx'))
const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx'))

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
          {routedEntries.map((entry) => (
            <Route key={entry.id} path={entry.route} element={<CalculatorPage entry={entry} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  )
}
