import {
  Component,
  lazy,
  type ReactNode,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'
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
      // The steps and the box's markup (shared by all calculators) load in parallel.
      const [{ default: steps }, { HowToContent }] = await Promise.all([
        loaders[id](),
        import('./how-to-content.tsx'),
      ])
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
    <StepsBoundary>
      <Suspense fallback={null}>
        <Steps />
      </Suspense>
    </StepsBoundary>
  )
}

/**
 * The steps are a nice-to-have: if their chunk cannot load (offline, a new deploy), the box is
 * left out instead of the error reaching the page's boundary and hiding the calculator too.
 */
class StepsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
