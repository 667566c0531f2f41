import { lazy, Suspense } from 'react'

import { CalculatorCatalogue } from '@/app/home/calculator-catalogue.tsx'
import { TrustBadges } from '@/app/home/trust-badges.tsx'
import { routedEntries } from '@/catalogue/catalogue.ts'
import { SiteFooter } from '@/components/layout/site-footer.tsx'
import { SiteHeader } from '@/components/layout/site-header.tsx'
import { Seo } from '@/components/seo.tsx'
import { homeTitle } from '@/config/site.ts'

import { HomeModal } from '../home-modal.tsx'
import { HydrationMark } from '../hydration-mark.tsx'
import { useModalEntry } from '../use-modal-entry.ts'

const HomeExtras = lazy(() => import('@/app/home/home-extras.tsx'))
// The sentences load with an open calculator, not with the home page (docs/performance.md).
const ModalSeo = lazy(() => import('@/app/home/modal-seo.tsx'))

export default function HomePage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <HomeSeo />
      <SiteHeader />
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 sm:px-6">
        {/* A phone's first screen holds the heading, the search box and the most used
            calculators; the introduction follows them. */}
        <h1 className="mt-4 max-w-3xl text-2xl font-bold tracking-tight text-balance sm:mt-10 sm:text-4xl">
          Calculadoras online grátis para o seu dia a dia
        </h1>
        <CalculatorCatalogue />
        <div className="mt-8">
          <p className="text-muted-foreground max-w-2xl text-lg text-pretty">
            Salário líquido, rescisão, juros, financiamento, IMC, gravidez, datas e mais:{' '}
            {routedEntries.length} calculadoras em português, sem cadastro, com os cálculos feitos
            no seu navegador.
          </p>
          <TrustBadges />
        </div>
        <Suspense fallback={null}>
          <HomeExtras />
          <HydrationMark />
        </Suspense>
      </main>
      <SiteFooter />
      <HomeModal />
    </div>
  )
}

/**
 * The head follows the open calculator. Only this leaf reads the modal entry: the entry changes
 * right after hydration (useHydrated), and a page-wide re-render then would run synchronously
 * and force the lazy extras below to hydrate at once, one long task (Total Blocking Time).
 */
function HomeSeo() {
  const active = useModalEntry()
  return active ? (
    <Suspense fallback={null}>
      <ModalSeo entry={active} />
    </Suspense>
  ) : (
    <Seo title={homeTitle(routedEntries.length)} path="/" webApplication />
  )
}
