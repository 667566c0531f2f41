import { Suspense } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { ok } from '@/lib/core/outcome.ts'

import { CalculatorForm } from './calculator-form.tsx'
import { NumberField } from './number-field.tsx'
import { useCalculatorForm } from './use-calculator-form.ts'

// A shared link reproduces its result with its values in the fields (docs/decisions.md §4).
// The screen hydrates inside its Suspense boundary, whose effects React runs at the low
// priority it hydrates such boundaries with; the formulas arrive a moment later and the result
// is an ordinary update. On a busy phone that result was drawn before the link's values: empty
// fields beside a result marked out of date, and the card moved when the values came.

const fields = { valor: { kind: 'money' }, taxa: { kind: 'percent', initial: '4' } } as const

type Formulas = { double: (n: number) => number }

/** A formula library that arrives when the test lets it. */
function heldFormulas() {
  let loaded: Formulas | undefined
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  let asked = () => {}
  const wasAsked = new Promise<void>((resolve) => (asked = resolve))
  const pending = arrived.then(() => (loaded = { double: (n) => 2 * n }))
  const lib = {
    load: () => {
      asked()
      return pending
    },
    current: () => loaded,
  }
  return { lib, release, wasAsked }
}

let formulas = heldFormulas()

function Screen() {
  const form = useCalculatorForm({
    id: 'simple',
    fields,
    lib: formulas.lib,
    compute: (values, lib) => ok(lib.double(values.valor ?? 0)),
  })
  return (
    <>
      <CalculatorForm form={form}>
        <NumberField field={form.field('valor')} label="Valor" />
        <NumberField field={form.field('taxa')} label="Taxa" />
      </CalculatorForm>
      {form.result === null ? null : (
        <p data-testid="resultado" data-stale={form.stale || undefined}>
          {form.result}
        </p>
      )}
    </>
  )
}

// As on a calculator page: the screen is a lazy boundary of its own (calculator-screen.tsx).
const page = (
  <Suspense fallback={null}>
    <Screen />
  </Suspense>
)

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

/** Testing Library tells React every update is wrapped in `act`; React's own scheduler runs
 * here instead, as in the browser (`act` would flush every priority at once). */
const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }

describe('a link opened on a prerendered page', () => {
  let root: Root | undefined
  const actEnvironment = reactEnvironment.IS_REACT_ACT_ENVIRONMENT

  beforeEach(() => {
    formulas = heldFormulas()
    window.history.replaceState(null, '', '/?valor=1500')
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  })
  afterEach(() => {
    root?.unmount()
    root = undefined
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    window.history.replaceState(null, '', '/')
    document.body.replaceChildren()
  })

  it('draws the result only with the link’s values in the fields, never out of date', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const valor = () => container.querySelector<HTMLInputElement>('[name="valor"]')!.value
    // Every change of the page that shows a result: the fields as they are in that frame.
    const seen: { valor: string; stale: boolean }[] = []
    new MutationObserver(() => {
      const result = container.querySelector('[data-testid="resultado"]')
      if (result) seen.push({ valor: valor(), stale: result.hasAttribute('data-stale') })
    }).observe(container, { subtree: true, childList: true, attributes: true })

    root = hydrateRoot(container, page)
    // The link's effect has asked for the formulas; they arrive at once.
    await formulas.wasAsked
    formulas.release()
    for (let i = 0; i < 200 && valor() === ''; i++) await tick()
    for (let i = 0; i < 20; i++) await tick()

    expect(valor()).toBe('1.500,00')
    expect(container.querySelector('[data-testid="resultado"]')?.textContent).toBe('3000')
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((frame) => frame.valor !== '1.500,00' || frame.stale)).toEqual([])
  })
})
