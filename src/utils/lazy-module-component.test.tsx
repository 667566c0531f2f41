import { act, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'

import { ErrorMessageBoundary } from '@/test/error-boundary.tsx'

import { lazyComponent } from './lazy-module-component.ts'

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>
}

describe('lazyComponent', () => {
  it('once its chunk is here, draws in the same render as what shows it (no Suspense fallback)', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Greeting }))
    await Lazy.load()
    function Screen() {
      const [shown, setShown] = useState(false)
      return (
        <>
          <button onClick={() => setShown(true)}>Calcular</button>
          <Suspense fallback={<p>carregando</p>}>{shown ? <Lazy name="Ana" /> : null}</Suspense>
        </>
      )
    }
    render(<Screen />)
    act(() => screen.getByRole('button').click())
    // Synchronously after the click's update: React.lazy would show the fallback here.
    expect(screen.getByText('Olá, Ana')).toBeInTheDocument()
    expect(screen.queryByText('carregando')).not.toBeInTheDocument()
  })

  it('suspends while its chunk is on its way, like React.lazy', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined
    const Lazy = lazyComponent<typeof Greeting>(() => new Promise((resolve) => (arrive = resolve)))
    render(
      <Suspense fallback={<p>carregando</p>}>
        <Lazy name="Bia" />
      </Suspense>,
    )
    expect(screen.getByText('carregando')).toBeInTheDocument()
    await act(async () => arrive({ default: Greeting }))
    expect(await screen.findByText('Olá, Bia')).toBeInTheDocument()
  })

  it('throws a chunk that cannot be fetched to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Lazy = lazyComponent<typeof Greeting>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    render(
      <ErrorMessageBoundary>
        <Suspense fallback={null}>
          <Lazy name="Caio" />
        </Suspense>
      </ErrorMessageBoundary>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch')
  })
})
