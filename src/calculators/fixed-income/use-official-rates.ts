import { useEffect, useLayoutEffect, useRef, useState } from 'react'

import { pageHydrating } from '@/hooks/use-hydrated.ts'
import type { OfficialRates } from '@/lib/fixed-income/fixed-income-official.ts'
import { OFFICIAL_FIELDS, type OfficialField } from '@/lib/fixed-income/fixed-income-options.ts'
import type { OfficialFigure } from '@/lib/series/accumulate.ts'
import { afterFirstIntent } from '@/utils/first-intent.ts'
import { formatNumber } from '@/utils/format.ts'
import type { LazyModule } from '@/utils/lazy-module.ts'

/** The text a rate field holds for an official figure: `14,33`, `0,1739`. */
export function officialText(figure: OfficialFigure): string {
  return formatNumber(figure.value, 4)
}

/**
 * The last 12 months of the shipped series, once the formulas (which carry them) are here, and
 * the rate fields filled with them (docs/legal/fixed-income.md). A field is filled only while it is empty
 * and its link did not name it: a link keeps its values, and a person who typed first keeps what
 * they typed. The fill is what the formulas already read an empty field as, so a result a link
 * computed stays current.
 */
export function useOfficialRates(
  form: {
    values: Readonly<Record<string, string>>
    adopt: (name: string, text: string) => void
  },
  lib: LazyModule<{ OFFICIAL_RATES: OfficialRates }>,
): OfficialRates | null {
  // While hydrating, what the prerendered hints said (no figures): the fill below brings them.
  const [rates, setRates] = useState<OfficialRates | null>(() =>
    pageHydrating() ? null : (lib.current()?.OFFICIAL_RATES ?? null),
  )
  const latest = useRef(form)
  useLayoutEffect(() => {
    latest.current = form
  })
  useEffect(() => {
    const fill = () => {
      lib.load().then(
        ({ OFFICIAL_RATES }) => {
          setRates(OFFICIAL_RATES)
          const named = new URLSearchParams(window.location.search)
          for (const name of OFFICIAL_FIELDS) {
            const figure = OFFICIAL_RATES[name]
            const { values, adopt } = latest.current
            // Nor the field being typed in: its first keys would land after the figure.
            const typing = document.activeElement?.getAttribute('name') === name
            if (!figure || named.has(name) || typing || (values[name] ?? '') !== '') continue
            adopt(name, officialText(figure))
          }
        },
        () => undefined,
      )
    }
    // A link's formulas load at once (it computes on load): its fields show the figures it used.
    if (window.location.search.length > 1) {
      fill()
      return undefined
    }
    return afterFirstIntent(fill)
  }, [lib])
  return rates
}

/** The figures a computation takes from the series: each empty field's, and each field that
 * still holds its figure ("Como calculamos" then lists the months). */
export function officialInputs(
  rates: OfficialRates,
  values: Partial<Record<OfficialField, number | null>>,
): {
  values: Record<OfficialField, number | null>
  official: Partial<Record<OfficialField, OfficialFigure>>
} {
  const filled = {} as Record<OfficialField, number | null>
  const official: Partial<Record<OfficialField, OfficialFigure>> = {}
  for (const name of OFFICIAL_FIELDS) {
    const figure = rates[name]
    const typed = values[name] ?? null
    filled[name] = typed ?? figure?.value ?? null
    if (figure && filled[name] === figure.value) official[name] = figure
  }
  return { values: filled, official }
}
