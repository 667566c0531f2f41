import { act, fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'

import { ErrorMessageBoundary } from '@/test/error-boundary.tsx'
import { ok } from '@/lib/core/outcome.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { comparisonModule } from './load-comparison.ts'
import { ResultActions } from './load-result-actions.ts'
import { useCalculatorForm } from './use-calculator-form.ts'
import { errorMessages } from './use-field-errors.ts'

// A result card loaded lazily must never suspend when its result appears: React holds a
// suspended reveal back for up to 300 ms (docs/performance.md), which is most of what a shared
// link takes on a slow phone. The form hook computes only once the card (`cards`) is here.

const fields = { valor: { kind: 'money' } } as const

type Lib = { double: (n: number) => number }
type CardProps = { value: number }

function Card({ value }: CardProps) {
  return <p>Resultado: {value}</p>
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/** A screen like ours: the formulas and the card both lazy, the card inside a Suspense boundary
 * whose fallback counts how often the card suspended. (The screen's error boundary is above it.) */
function setup() {
  // The person's first sign, on which the form fetches its formulas and cards (first-intent.ts).
  window.dispatchEvent(new Event('pointerdown'))
  const libChunk = deferred<Lib>()
  const cardChunk = deferred<{ default: typeof Card }>()
  const lib = lazyModule(() => libChunk.promise)
  const computed = { count: 0 }
  const LazyCard = lazyComponent(() => cardChunk.promise)
  const suspended = { count: 0 }
  function Fallback() {
    suspended.count++
    return null
  }
  function Screen() {
    const form = useCalculatorForm({
      id: 'simple',
      fields,
      lib,
      cards: [LazyCard],
      compute: (v, m) => {
        computed.count++
        return ok(m.double(v.valor ?? 0))
      },
    })
    const valor = form.field('valor')
    return (
      <>
        <form {...form.formProps}>
          <label htmlFor={valor.id}>Valor</label>
          <input
            id={valor.id}
            value={valor.value}
            onChange={(event) => valor.setValue(event.target.value)}
          />
          <button>{form.pending ? 'Calculando…' : 'Calcular'}</button>
        </form>
        <Suspense fallback={<Fallback />}>
          {form.result === null ? null : <LazyCard value={form.result} />}
        </Suspense>
      </>
    )
  }
  return { libChunk, cardChunk, suspended, computed, Screen }
}

const lib: Lib = { double: (n) => n * 2 }

// The form starts fetching its formulas and cards in a task after it mounts (first-intent.ts).
const loadsStarted = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

// What every result waits for besides its cards (use-form-run.ts), here before the tests begin,
// as it is on a page by the time a card arrives; an earlier test in this worker may have loaded
// them already, since the suite shares its modules (vitest.config.ts).
beforeAll(async () => {
  await Promise.all([ResultActions.load(), comparisonModule.load(), errorMessages.load()])
})

afterEach(() => window.history.replaceState(null, '', '/'))

describe('useCalculatorForm with lazy result cards', () => {
  it('a link computes only once its card is here, and the card draws without suspending', async () => {
    window.history.replaceState(null, '', '/?valor=1500')
    const { libChunk, cardChunk, suspended, computed, Screen } = setup()
    render(<Screen />)
    await loadsStarted()
    await act(async () => libChunk.resolve(lib))
    // The formulas run at once, but a result shown now would meet a card still on its way.
    expect(computed.count).toBe(1)
    expect(screen.queryByText(/Resultado/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Calculando…' })).toBeInTheDocument()
    await act(async () => cardChunk.resolve({ default: Card }))
    expect(screen.getByText('Resultado: 3000')).toBeInTheDocument()
    expect(computed.count).toBe(1)
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeInTheDocument()
    expect(suspended.count).toBe(0)
  })

  it('waits for the formulas too when the card arrives first', async () => {
    window.history.replaceState(null, '', '/?valor=10')
    const { libChunk, cardChunk, suspended, Screen } = setup()
    render(<Screen />)
    await loadsStarted()
    await act(async () => cardChunk.resolve({ default: Card }))
    expect(screen.queryByText(/Resultado/)).not.toBeInTheDocument()
    await act(async () => libChunk.resolve(lib))
    expect(screen.getByText('Resultado: 20')).toBeInTheDocument()
    expect(suspended.count).toBe(0)
  })

  it('Calcular pressed before the card is here shows the result with its card once it arrives', async () => {
    const { libChunk, cardChunk, suspended, Screen } = setup()
    render(<Screen />)
    await loadsStarted()
    await act(async () => libChunk.resolve(lib))
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(screen.getByRole('button', { name: 'Calculando…' })).toBeInTheDocument()
    await act(async () => cardChunk.resolve({ default: Card }))
    expect(screen.getByText('Resultado: 14')).toBeInTheDocument()
    expect(suspended.count).toBe(0)
  })

  it('once both are here, Calcular shows the result and its card in the same update', async () => {
    const { libChunk, cardChunk, suspended, Screen } = setup()
    render(<Screen />)
    await loadsStarted()
    await act(async () => {
      libChunk.resolve(lib)
      cardChunk.resolve({ default: Card })
    })
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '8' } })
    // Synchronous: no promise to wait for between the click and the card.
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(screen.getByText('Resultado: 16')).toBeInTheDocument()
    expect(suspended.count).toBe(0)
  })

  it('a card that cannot be fetched goes to the error boundary when the person computes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { libChunk, cardChunk, Screen } = setup()
    render(
      <ErrorMessageBoundary>
        <Screen />
      </ErrorMessageBoundary>,
    )
    await loadsStarted()
    await act(async () => {
      libChunk.resolve(lib)
      cardChunk.reject(new TypeError('Failed to fetch dynamically imported module'))
    })
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch')
  })
})
