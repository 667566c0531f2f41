import { afterEach, describe, expect, it, vi } from 'vitest'

// The module remembers the first intent for the page's life: each test loads it afresh.
const fresh = async () => {
  vi.resetModules()
  return import('./first-intent.ts')
}

describe('afterFirstIntent', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('waits for the first focus, then runs what waited once, and later callbacks at once', async () => {
    const { afterFirstIntent } = await fresh()
    document.body.innerHTML = '<input aria-label="Valor" />'
    const waited = vi.fn()
    afterFirstIntent(waited)
    expect(waited).not.toHaveBeenCalled()
    document.querySelector('input')?.focus()
    expect(waited).toHaveBeenCalledTimes(1)
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(waited).toHaveBeenCalledTimes(1)
    const later = vi.fn()
    afterFirstIntent(later)
    expect(later).toHaveBeenCalledTimes(1)
  })

  it.each(['pointerover', 'pointerdown', 'touchstart', 'keydown'])(
    'takes a %s anywhere on the page as intent',
    async (type) => {
      const { afterFirstIntent } = await fresh()
      const waited = vi.fn()
      afterFirstIntent(waited)
      document.body.dispatchEvent(new Event(type, { bubbles: true }))
      expect(waited).toHaveBeenCalledTimes(1)
    },
  )

  it('runs at once when a field was focused before the code came (typed before hydration)', async () => {
    document.body.innerHTML = '<input aria-label="Valor" />'
    document.querySelector('input')?.focus()
    const { afterFirstIntent } = await fresh()
    const waited = vi.fn()
    afterFirstIntent(waited)
    expect(waited).toHaveBeenCalledTimes(1)
  })

  it('runs at once when the boot script fetched the app on a sign already seen', async () => {
    const { afterFirstIntent } = await fresh()
    document.documentElement.dataset.intent = 'true'
    const waited = vi.fn()
    afterFirstIntent(waited)
    delete document.documentElement.dataset.intent
    expect(waited).toHaveBeenCalledTimes(1)
  })

  it('forgets a callback whose wait was cancelled (a form that unmounted)', async () => {
    const { afterFirstIntent } = await fresh()
    const waited = vi.fn()
    afterFirstIntent(waited)()
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }))
    expect(waited).not.toHaveBeenCalled()
  })
})

describe('loadOnFirstIntent', () => {
  it('in the browser, starts the load on the first intent, not before', async () => {
    const { loadOnFirstIntent } = await fresh()
    const load = vi.fn(() => Promise.resolve('parte'))
    const loaded = loadOnFirstIntent(load)()
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }))
    await expect(loaded).resolves.toBe('parte')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
