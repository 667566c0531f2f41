import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { aimAndFollow, follower } from './follow-scroll.ts'

// The heading's target is 900 (its place less its scroll margin); a smooth scroll from 0 moves
// towards it frame by frame.
describe('follower: one frame at a time', () => {
  it('waits while the scroll comes closer and stops once it arrives', () => {
    const step = follower(900, 0)
    expect(step(900, 100)).toBe('wait')
    expect(step(900, 600)).toBe('wait')
    expect(step(900, 899.5)).toBe('stop')
  })

  it('aims again when what is above the heading changes height during the scroll', () => {
    const step = follower(900, 0)
    expect(step(900, 300)).toBe('wait')
    // A field above went away: the heading is 124 px higher on the page.
    expect(step(776, 320)).toBe('aim')
    expect(step(776, 500)).toBe('wait')
    expect(step(776, 776)).toBe('stop')
  })

  it('ignores a change under a pixel', () => {
    const step = follower(900, 0)
    expect(step(900.6, 100)).toBe('wait')
  })

  it('stops when the page is farther from the point than a frame before (someone else scrolled)', () => {
    const step = follower(900, 0)
    expect(step(900, 400)).toBe('wait')
    expect(step(900, 0)).toBe('stop')
  })

  it('stops when the page, once moving, stays still for ten frames (the scroll was stopped)', () => {
    const step = follower(900, 0)
    expect(step(900, 300)).toBe('wait')
    for (let frame = 1; frame < 10; frame++) expect(step(900, 300)).toBe('wait')
    expect(step(900, 300)).toBe('stop')
  })

  it('waits for a scroll slow to set off on a busy phone', () => {
    const step = follower(900, 0)
    for (let frame = 0; frame < 30; frame++) expect(step(900, 0)).toBe('wait')
    expect(step(900, 50)).toBe('wait')
  })

  it('waits while the heading has no box, and aims once it is back somewhere else', () => {
    const step = follower(900, 0)
    expect(step(900, 300)).toBe('wait')
    expect(step(null, 250)).toBe('wait')
    // Back where it was, the page clamped back meanwhile: not taken for someone else's scroll.
    expect(step(900, 250)).toBe('wait')
    expect(step(null, 250)).toBe('wait')
    expect(step(760, 260)).toBe('aim')
  })

  it('aims once the heading has a box when it had none at the start', () => {
    const step = follower(null, 0)
    expect(step(null, 0)).toBe('wait')
    expect(step(900, 0)).toBe('aim')
  })
})

describe('aimAndFollow', () => {
  let top = 900
  let heading: HTMLElement
  const frame = () => vi.advanceTimersToNextFrame()

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    top = 900
    window.scrollY = 0
    heading = document.createElement('h2')
    heading.style.scrollMarginTop = '80px'
    document.body.append(heading)
    heading.getClientRects = () => [{}] as unknown as DOMRectList
    heading.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 3000,
    })
  })

  afterEach(() => {
    heading.remove()
    vi.useRealTimers()
  })

  it('aims at once, and again when the heading moves while the scroll flies', () => {
    const aim = vi.fn()
    const stop = aimAndFollow(heading, aim)
    expect(aim).toHaveBeenCalledTimes(1)
    window.scrollY = 200
    frame()
    expect(aim).toHaveBeenCalledTimes(1)
    top = 776
    window.scrollY = 300
    frame()
    expect(aim).toHaveBeenCalledTimes(2)
    stop()
  })

  it('stops the scroll where it is when the person touches the page, and leaves it alone', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const aim = vi.fn()
    aimAndFollow(heading, aim)
    window.scrollY = 200
    frame()
    window.dispatchEvent(new Event('touchstart'))
    expect(scrollTo).toHaveBeenCalledWith({ top: 200, behavior: 'instant' })
    top = 700
    frame()
    frame()
    expect(aim).toHaveBeenCalledTimes(1)
    scrollTo.mockRestore()
  })

  it('lets a wheel take the scroll over', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const aim = vi.fn()
    aimAndFollow(heading, aim)
    window.scrollY = 200
    frame()
    window.dispatchEvent(new Event('wheel'))
    top = 700
    frame()
    expect(scrollTo).not.toHaveBeenCalled()
    expect(aim).toHaveBeenCalledTimes(1)
    scrollTo.mockRestore()
  })

  it('leaves the page alone once the scroll has arrived', () => {
    const aim = vi.fn()
    aimAndFollow(heading, aim)
    window.scrollY = 820
    frame()
    top = 700
    frame()
    expect(aim).toHaveBeenCalledTimes(1)
  })
})
