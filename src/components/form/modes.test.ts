import type { LazyOptions } from '@/utils/lazy-module.ts'

import { defineModes, type ModeOf } from './modes.ts'

// A type test as much as a unit test: `tsc -b` checks this file, and fails if a line marked
// `@ts-expect-error` compiles, that is, if a misspelled `modo` is accepted.

const MODES = defineModes(['liquido', 'bruto', 'hora'])

describe('defineModes', () => {
  it('opens on the first mode; each form and lazy tab names its own', () => {
    expect(MODES.initial).toBe('liquido')
    expect(MODES.of('liquido')).toEqual({ value: 'liquido', isDefault: true })
    expect(MODES.of('hora')).toEqual({ value: 'hora', isDefault: false })
    expect(MODES.lazyTab('bruto')).toEqual({ modo: 'bruto' })
  })

  it('refuses a modo the screen did not declare', () => {
    // @ts-expect-error: no tab is called 'no-such-tab'
    MODES.lazyTab('no-such-tab')
    // @ts-expect-error: a form's mode is a declared one too
    MODES.of('brutto')
    // @ts-expect-error: a lazy tab's modo written as a plain string, unchecked, is refused
    const plain: LazyOptions = { modo: 'no-such-tab' }
    const declared: LazyOptions = MODES.lazyTab('hora')
    const mode: ModeOf<typeof MODES> = 'bruto'
    expect([plain.modo, declared.modo, mode]).toEqual(['no-such-tab', 'hora', 'bruto'])
  })
})
