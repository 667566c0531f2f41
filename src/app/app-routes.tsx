import { lazy, type ReactElement, Suspense } from 'react'
import { useLocation } from 'react-router-dom'

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

// Declarative routing (not the data router): the same tree renders in the browser and in the
// prerender (StaticRouter), and it keeps react-router at ~14 KB gzip instead of ~30 KB (the
// JavaScript budget). Errors are caught by our own boundary, not the router's default page.
//
// Every path is static, so the page is looked up by its path instead of through <Routes>, which on
// each render builds route objects from its 46 children, ranks them and compiles a pattern for
// each one it tries: tens of milliseconds of hydration's longest piece of work on a slow phone
// (docs/performance.md, "The page looked up by its path"). The lookup matches as react-router
// did: case aside, and with or without a trailing slash.
const pages = new Map<string, ReactElement>([
  ['/', <HomePage key="/" />],
  ...calculatorRoutes.map(({ entry, Page }): [string, ReactElement] => [
    entry.route,
    <Page key={entry.id} />,
  ]),
])
const notFound = <NotFoundPage />

function pageFor(pathname: string): ReactElement {
  return pages.get(pathname.toLowerCase().replace(/\/+$/, '') || '/') ?? notFound
}

export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <AppErrorBoundary key={pathname}>
      <ScrollToTop />
      <Suspense fallback={null}>{pageFor(pathname)}</Suspense>
    </AppErrorBoundary>
  )
}
