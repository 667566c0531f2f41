import { Suspense } from 'react'

import { lazyComponent } from '@/utils/lazy-module-component.ts'

import type { SeriesGapFieldsProps } from './series-gap-fields.tsx'

// The fields for months the site's data lacks are needed only for a span past the data: not in
// the page's first load (its JavaScript budget), fetched on the person's first intent, or at
// once for a link with inputs (lazyComponent).
const LazyGapFields = lazyComponent(() =>
  import('./series-gap-fields.tsx').then((m) => ({ default: m.SeriesGapFields })),
)

/**
 * The months a span needs that the data lacks, with a field for each (series-gap-fields.tsx),
 * drawn only when there are any. Its own Suspense boundary: should the chunk still be on its
 * way, only these fields wait for it, never the form around them.
 */
export function SeriesGapFields(props: SeriesGapFieldsProps) {
  if (props.months.length === 0) return null
  return (
    <Suspense fallback={null}>
      <LazyGapFields {...props} />
    </Suspense>
  )
}
