import { ArrowLeft, LayoutGrid, Share2 } from 'lucide-react'
import { lazy, Suspense, type ReactNode } from 'react'
import { Link } from 'react-router-dom'

import type { RoutedEntry } from '@/catalogue/catalogue.ts'
import { Button } from '@/components/ui/button.tsx'
import { buttonClasses } from '@/components/ui/button-classes.ts'
import { useSharePage } from '@/hooks/use-share-page.ts'
import { cn } from '@/utils/cn.ts'
import { loadOnFirstIntent } from '@/utils/first-intent.ts'

import { accentClasses } from '@/components/layout/accent-classes.ts'
import { SiteFooter } from '@/components/layout/site-footer.tsx'
import { SiteHeader } from '@/components/layout/site-header.tsx'

/**
 * Parts of the frame whose HTML already says all: the prerender renders them, and in the browser
 * their code loads on the person's first intent (first-intent.ts); until then React leaves their
 * prerendered HTML as it is. "Como usar" (the steps and its loader map) is below the calculator,
 * a native `<details>` that opens without JavaScript; the icon shows only on a wide screen,
 * beside the title, and every calculator's icon is one module. Loaded with the page, they were
 * about 9 KB of what Lighthouse counts (docs/performance.md).
 */
const PageIcon = lazy(
  loadOnFirstIntent(() => import('./page-icon.tsx').then((m) => ({ default: m.PageIcon }))),
)
const HowToBox = lazy(
  loadOnFirstIntent(() => import('./how-to-box.tsx').then((m) => ({ default: m.HowToBox }))),
)

/**
 * The shared calculator page: back link, share, theme, h1 and description from the catalogue,
 * the calculator itself (children), "Como usar" and a way to every other calculator.
 */
export function CalculatorFrame({
  entry,
  description,
  children,
}: {
  entry: RoutedEntry
  description: string
  children: ReactNode
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="conteudo" className="mx-auto w-full max-w-3xl flex-1 px-4 pt-4 sm:px-6">
        <div className="no-print flex items-center justify-between gap-2">
          <Link to="/" className={buttonClasses('ghost', 'sm', '-ml-3')}>
            <ArrowLeft aria-hidden />
            Voltar
          </Link>
          <ShareCalculatorButton name={entry.name} />
        </div>

        <div className="mt-4 flex items-start gap-4">
          <span
            className={cn(
              'hidden size-14 shrink-0 items-center justify-center rounded-2xl sm:inline-flex print:hidden',
              accentClasses[entry.color],
            )}
          >
            <Suspense fallback={null}>
              <PageIcon id={entry.id} />
            </Suspense>
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {entry.name}
            </h1>
            <p className="text-muted-foreground mt-2 text-pretty">{description}</p>
          </div>
        </div>

        <section
          aria-label="Calculadora"
          className="bg-card text-card-foreground mt-6 rounded-2xl border p-4 shadow-sm sm:p-6"
        >
          {children}
        </section>

        <Suspense fallback={null}>
          <HowToBox id={entry.id} />
        </Suspense>

        <div className="no-print mt-8 flex justify-center">
          <Link to="/" className={buttonClasses('outline', 'default')}>
            <LayoutGrid aria-hidden />
            Ver todas as calculadoras
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}

/** Shares the address as it is now: after Calcular it holds the inputs that reproduce the result. */
function ShareCalculatorButton({ name }: { name: string }) {
  const { sharePage, sharing } = useSharePage(name)
  return (
    <Button variant="outline" size="sm" disabled={sharing} aria-busy={sharing} onClick={sharePage}>
      <Share2 aria-hidden />
      {sharing ? 'Compartilhando…' : 'Compartilhar'}
    </Button>
  )
}
