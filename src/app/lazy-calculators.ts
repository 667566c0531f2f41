import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

import { catalogue, type CalculatorId } from '@/catalogue/catalogue.ts'

type LazyScreen = LazyExoticComponent<ComponentType>

/** One React.lazy per calculator, created once so a chunk is fetched at most once. */
export const lazyCalculators = {} as Record<CalculatorId, LazyScreen>
for (const entry of catalogue) lazyCalculators[entry.id] = lazy(entry.load)
