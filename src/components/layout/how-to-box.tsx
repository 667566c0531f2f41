import { BookOpen } from 'lucide-react'
import { lazy, Suspense, useId, type ComponentType, type LazyExoticComponent } from 'react'

import type { CalculatorId } from '@/catalogue/catalogue.ts'
import { type HowToSteps, howToLoaders } from '@/catalogue/how-to.ts'

/**
 * One lazy component per calculator, made once: each loads that calculator's steps only
 * (`howToLoaders`), so a page never downloads another calculator's steps.
 */
const stepsComponents = lazyEach(howToLoaders)

function lazyEach<Id extends string>(loaders: Record<Id, () => Promise<{ default: HowToSteps }>>) {
  const components: Partial<Record<Id, LazyExoticComponent<ComponentType>>> = {}
  for (const id in loaders) {
    components[id] = lazy(async () => {
      const { default: steps } = await loaders[id]()
      return { default: () => <HowToContent steps={steps} /> }
    })
  }
  return components as Record<Id, LazyExoticComponent<ComponentType>>
}

/**
 * The "Como usar" box of a calculator. Its steps are a small chunk of their own, loaded after the
 * page: the box sits in its own Suspense boundary, so the calculator above it hydrates and works
 * without waiting for it. The prerender waits for the steps, so they are in the page's HTML.
 */
export function HowToBox({ id }: { id: CalculatorId }) {
  const Steps = stepsComponents[id]
  return (
    <Suspense fallback={null}>
      <Steps />
    </Suspense>
  )
}

function HowToContent({ steps }: { steps: HowToSteps }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="bg-accent text-accent-foreground mt-6 rounded-2xl p-4 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <BookOpen aria-hidden className="size-5" />
        Como usar
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed sm:text-base">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  )
}
