import { bringIntoView } from './result-reveal.ts'

/** An element laid out at `top`–`bottom` of a 768 px screen (jsdom lays nothing out). */
function placed(top: number, bottom: number): HTMLElement {
  const el = document.createElement('div')
  document.body.append(el)
  el.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 0, y: top, width: 300, height: bottom - top })
  return el
}

/** bringIntoView measures after the next painted frame: a frame, then a task. */
const measured = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))))

afterEach(() => {
  document.body.replaceChildren()
})

// docs/decisions.md §4, "Results people keep": a second scenario's Calcular asks for the
// comparison, which sits under the main figure.
describe('bringIntoView: what must be in sight after Calcular', () => {
  it('leaves the page alone when the heading and the figure are in sight', async () => {
    const heading = placed(600, 620)
    const scroll = vi.fn()
    heading.scrollIntoView = scroll
    bringIntoView(heading, placed(620, 700))
    await measured()
    expect(scroll).not.toHaveBeenCalled()
  })

  it('scrolls the heading up when the comparison under an in-sight figure is below the screen', async () => {
    expect(window.innerHeight).toBe(768)
    const heading = placed(600, 620)
    const scroll = vi.fn()
    heading.scrollIntoView = scroll
    const comparison = placed(716, 1000)
    bringIntoView(heading, placed(620, 700), () => comparison)
    await measured()
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }))
  })

  it('a comparison wholly in sight, or gone meanwhile, scrolls nothing', async () => {
    const heading = placed(100, 120)
    const scroll = vi.fn()
    heading.scrollIntoView = scroll
    const comparison = placed(216, 500)
    bringIntoView(heading, placed(120, 200), () => comparison)
    const gone = document.createElement('div')
    bringIntoView(heading, placed(120, 200), () => gone)
    await measured()
    expect(scroll).not.toHaveBeenCalled()
  })
})
