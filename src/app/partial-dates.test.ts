import { afterEach, describe, expect, it, vi } from 'vitest'

import { keepPartialDates } from './partial-dates.ts'

// Chromium empties the parts typed into a date field on any write to its defaultValue; jsdom has
// no parts, so these tests watch the writes that reach the element's own setter.
describe('keepPartialDates', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  function setUp() {
    document.body.innerHTML =
      '<div id="root"><input id="d" type="date" value=""><input id="m" type="month" value="2026-04"><input id="t" type="text" value=""></div>'
    const setter = vi.spyOn(HTMLInputElement.prototype, 'defaultValue', 'set')
    const root = document.getElementById('root')!
    const field = (id: string) => document.getElementById(id) as HTMLInputElement
    return { setter, root, field }
  }

  it('drops a write of what a date or month field already holds, as React hydrating it does', () => {
    const { setter, root, field } = setUp()
    keepPartialDates(root)
    field('d').defaultValue = ''
    field('m').defaultValue = '2026-04'
    expect(setter).not.toHaveBeenCalled()
    expect(field('m').defaultValue).toBe('2026-04')
  })

  it('lets a write that changes the value through, and leaves other fields alone', () => {
    const { setter, root, field } = setUp()
    keepPartialDates(root)
    field('d').defaultValue = '2022-03-10'
    field('t').defaultValue = ''
    expect(setter).toHaveBeenCalledTimes(2)
    expect(field('d').value).toBe('2022-03-10')
  })

  it('lifts the guard once the page has hydrated', () => {
    const { setter, root, field } = setUp()
    const lift = keepPartialDates(root)
    lift()
    field('d').defaultValue = ''
    expect(setter).toHaveBeenCalledTimes(1)
    expect(Object.getOwnPropertyDescriptor(field('d'), 'defaultValue')).toBeUndefined()
  })
})
