import { Route, Routes, useLocation } from 'react-router-dom'

import { routedEntries } from '@/catalogue/catalogue.ts'

import { AppErrorBoundary } from './app-error-boundary.tsx'
import { CalculatorPage } from './pages/calculator-page.tsx'
import { HomePage } from './pages/home-page.tsx'
import { NotFoundPage } from './pages/not-found-page.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

// Declarative routes (not the data router): the same tree renders in the browser and, later, in
// the prerender (StaticRouter), and it keeps react-router at ~14 KB gzip instead of ~30 KB
// (issue 7's budget). Errors are caught by our own boundary, not the router's default page.

export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <AppErrorBoundary key={pathname}>
      <ScrollToTop />
      <Routes>
        <Route path="/" element={<HomePage />} />
        {routedEntries.map((entry) => (
          <Route key={entry.id} path={entry.route} element={<CalculatorPage entry={entry} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppErrorBoundary>
  )
}
