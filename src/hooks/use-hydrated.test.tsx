import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { markPageHydrated, startHydrating, useHydrated } from './use-hydrated.ts'

// What a component saw on each of its renders.
function probe() {
  const seen: boolean[] = []
  function Probe() {
    const hydrated = useHydrated()
    seen.push(hydrated)
    return <p>{hydrated ? 'no navegador' : 'pré-renderizado'}</p>
  }
  return { seen, Probe }
}

describe('useHydrated', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    // The module keeps the page's state: each test ends with the page hydrated, as it starts.
    markPageHydrated()
  })

  it('is false while hydrating, then true after one more render (a transition)', async () => {
    const { seen, Probe } = probe()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe />)
    document.body.append(container)
    seen.length = 0
    startHydrating()
    await act(async () => {
      hydrateRoot(container, <Probe />)
    })
    expect(seen).toEqual([false, true])
    expect(container).toHaveTextContent('no navegador')
  })

  it('a part that hydrates after the page has is not rendered again at once by the store', async () => {
    // The page's mark has run: a part whose boundary hydrates later (home's catalogue cards)
    // must still match its HTML first, and turn true only in its own transition, not in a
    // second synchronous render forced by the store (docs/performance.md).
    startHydrating()
    markPageHydrated()
    const { seen, Probe } = probe()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe />)
    document.body.append(container)
    seen.length = 0
    await act(async () => {
      hydrateRoot(container, <Probe />)
    })
    expect(seen).toEqual([false, true])
  })

  it('is true at once in a component mounted in the browser', async () => {
    const { seen, Probe } = probe()
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => {
      createRoot(container).render(<Probe />)
    })
    expect(seen).toEqual([true])
  })
})
