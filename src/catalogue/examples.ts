import { byId } from './by-id.ts'
import type { SampleLink, WorkedExample } from './sample-link.ts'

type ExampleModule = { example: WorkedExample; sample: SampleLink }

const modules: Partial<Record<string, ExampleModule>> = byId(
  import.meta.glob<ExampleModule>('./calculators/*/example.ts', { eager: true }),
)

/**
 * Every calculator's worked example and sample link (`calculators/<id>/example.ts`), for the
 * tests that check them all; a page imports only its own calculator's, through its steps. The
 * history has none: it opens only as a modal.
 */
export const workedExamples: Partial<Record<string, WorkedExample>> = Object.fromEntries(
  Object.entries(modules).map(([id, m]) => [id, m?.example]),
)

export const sampleLinks: Partial<Record<string, SampleLink>> = Object.fromEntries(
  Object.entries(modules).map(([id, m]) => [id, m?.sample]),
)
