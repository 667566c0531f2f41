import { afterEach, describe, expect, it, vi } from 'vitest'

// The module remembers the first intent for the page's life: each test loads it afresh.
const fresh = async () => {
  vi.resetModules()
  return import('./first-intent.ts')
}

// What waited runs in a task of its own, not inside the event or the effect that started it.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('afterFirstIntent', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('waits for the first focus, then runs what waited once, and later callbacks in the next task', async () => {
    const { afterFirstIntent } = await fresh()
    document.body.innerHTML = '<input aria-label="Valor" />'
    const waited = vi.fn()
    afterFirstIntent(waited)
    await nextTask()
    expect(waited).not.toHaveBeenCalled()
    document.querySelector('input')?.focus()
    // Not inside the focus event's own task.
    expect(waited).not.toHaveBeenCalled()
    await nextTask()
    expect(waited).toHaveBeenCalledTimes(1)
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await nextTask()
    expect(waited).toHaveBeenCalledTimes(1)
    const later = vi.fn()
    afterFirstIntent(later)
    expect(later).not.toHaveBeenCalled()
    await nextTask()
    expect(later).toHaveBeenCalledTimes(1)
  })

  it('runs each callback in a task of its own', async () => {
    const { afterFirstIntent } = await fresh()
    const order: string[] = []
    afterFirstIntent(() => {
      order.push('first')
      void Promise.resolve().then(() => order.push('microtask after first'))
    })
    afterFirstIntent(() => order.push('second'))
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await nextTask()
    await nextTask()
    // A microtask queued by the first runs before the second: they are separate tasks, in order.
    expect(order).toEqual(['first', 'microtask after first', 'second'])
  })

  it.each(['pointerover', 'pointerdown', 'touchstart', 'keydown'])(
    'takes a %s anywhere on the page as intent',
    async (type) => {
      const { afterFirstIntent } = await fresh()
      const waited = vi.fn()
      afterFirstIntent(waited)
      document.body.dispatchEvent(new Event(type, { bubbles: true }))
      await nextTask()
      expect(waited).toHaveBeenCalledTimes(1)
    },
  )

  it('runs without waiting when a field was focused before the code came (typed before hydration)', async () => {
    document.body.innerHTML = '<input aria-label="Valor" />'
    document.querySelector('input')?.focus()
    const { afterFirstIntent } = await fresh()
    const waited = vi.fn()
    afterFirstIntent(waited)
    await nextTask()
    expect(waited).toHaveBeenCalledTimes(1)
  })

  it('runs without waiting when the boot script fetched the app on a sign already seen', async () => {
    const { afterFirstIntent } = await fresh()
    document.documentElement.dataset.intent = 'true'
    const waited = vi.fn()
    afterFirstIntent(waited)
    delete document.documentElement.dataset.intent
    await nextTask()
    expect(waited).toHaveBeenCalledTimes(1)
  })

  it('forgets a callback whose wait was cancelled (a form that unmounted)', async () => {
    const { afterFirstIntent } = await fresh()
    const waited = vi.fn()
    afterFirstIntent(waited)()
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }))
    await nextTask()
    expect(waited).not.toHaveBeenCalled()
  })

  it('forgets a callback cancelled during the intent event, before its task ran', async () => {
    const { afterFirstIntent } = await fresh()
    const waited = vi.fn()
    const stop = afterFirstIntent(waited)
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))
    stop()
    await nextTask()
    expect(waited).not.toHaveBeenCalled()
  })

  it('forgets a callback cancelled after the intent, before its task ran', async () => {
    const { afterFirstIntent } = await fresh()
    document.documentElement.dataset.intent = 'true'
    const waited = vi.fn()
    const stop = afterFirstIntent(waited)
    delete document.documentElement.dataset.intent
    stop()
    await nextTask()
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
