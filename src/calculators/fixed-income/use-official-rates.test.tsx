import { render, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { markPageHydrated, startHydrating } from '@/hooks/use-hydrated.ts'
import type { OfficialRates } from '@/lib/fixed-income/fixed-income-official.ts'
import { OFFICIAL_FIELDS } from '@/lib/fixed-income/fixed-income-options.ts'
import type { OfficialFigure } from '@/lib/series/accumulate.ts'

import { useOfficialRates } from './use-official-rates.ts'

// A link fetches its formulas at once (lazy-module.ts), so on a busy phone they can be here
// before React hydrates the prerendered page. The HTML was rendered without them: a first
// render that drew their figures hydrated with text the HTML did not have (React error 418,
// seen on renda fixa under load) and React threw the page away to render it anew.

const cdi: OfficialFigure = {
  series: { id: 'cdi', name: 'CDI', publisher: 'Banco Central do Brasil', sgs: 4389 },
  from: '2025-11',
  to: '2026-10',
  months: [],
  value: 14.9,
  per: 'ano',
}
const rates = Object.fromEntries(
  OFFICIAL_FIELDS.map((name) => [name, name === 'cdi' ? cdi : null]),
) as OfficialRates

let loaded: { OFFICIAL_RATES: OfficialRates } | undefined
const lib = {
  load: () => Promise.resolve((loaded = { OFFICIAL_RATES: rates })),
  current: () => loaded,
}

function Hint() {
  const shown = useOfficialRates({ values: {}, adopt: () => undefined }, lib)
  return <p>{shown?.cdi ? `CDI de ${shown.cdi.value}% ao ano` : 'A taxa do CDI.'}</p>
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

/** React's own scheduler, as in the browser (`act` would flush every priority at once). */
const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }

describe('the official rates on a prerendered link', () => {
  let root: Root | undefined
  const actEnvironment = reactEnvironment.IS_REACT_ACT_ENVIRONMENT

  beforeEach(() => {
    loaded = undefined
    window.history.replaceState(null, '', '/?valor=1000')
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  })
  afterEach(() => {
    root?.unmount()
    root = undefined
    markPageHydrated()
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    window.history.replaceState(null, '', '/')
    document.body.replaceChildren()
  })

  it('hydrates what the HTML said when the formulas came first, then shows their figure', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Hint />)
    document.body.append(container)
    expect(container.textContent).toBe('A taxa do CDI.')

    await lib.load()
    const errors: unknown[] = []
    startHydrating()
    root = hydrateRoot(container, <Hint />, { onRecoverableError: (error) => errors.push(error) })
    for (let i = 0; i < 100 && !container.textContent?.startsWith('CDI'); i++) await tick()
    markPageHydrated()

    expect(errors).toEqual([])
    expect(container.textContent).toBe('CDI de 14.9% ao ano')
  })
})

describe('the official rates on a page drawn in the browser', () => {
  it('are read in the first render once the formulas are here, with no empty frame', () => {
    loaded = { OFFICIAL_RATES: rates }
    render(<Hint />)
    expect(screen.getByText('CDI de 14.9% ao ano')).toBeInTheDocument()
  })
})
