import { describe, expect, it } from 'vitest'

import { inlineIcons } from '../../scripts/icon-sprite.mjs'

// Two symbols in the form scripts/icon-sprite.mjs writes them from lucide's shapes.
const SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  '<symbol id="bmi" viewBox="0 0 24 24" fill="none"><path d="m16 16 3-8 3 8"/></symbol>' +
  '<symbol id="tip" viewBox="0 0 24 24" fill="none"><circle cx="12" cy="12" r="10"/></symbol>' +
  '</svg>\n'

const page = (body: string) =>
  `<html><head><title>t</title></head><body><div id="root">${body}</div><script>1</script></body></html>`

describe('inlineIcons', () => {
  it('draws each icon from a symbol the page carries, once per calculator', () => {
    const html = inlineIcons(
      page(
        '<svg aria-hidden="true"><use href="/icons.svg#bmi"></use></svg>' +
          '<svg aria-hidden="true"><use href="/icons.svg#bmi"></use></svg>',
      ),
      SPRITE,
    )
    expect(html.match(/<use href="#icon-bmi">/g)).toHaveLength(2)
    expect(html).not.toContain('/icons.svg')
    expect(html.match(/<symbol /g)).toHaveLength(1)
    // Hidden, before the content: wherever the parser yields before the first paint, the icons
    // above it are drawn.
    expect(html).toContain(
      '<body><svg hidden aria-hidden="true"><symbol id="icon-bmi" viewBox="0 0 24 24" fill="none"><path d="m16 16 3-8 3 8"/></symbol></svg><div id="root">',
    )
  })

  it('leaves a page without icons as it was', () => {
    expect(inlineIcons(page('<p>Olá</p>'), SPRITE)).toBe(page('<p>Olá</p>'))
  })

  it('fails the build for an icon the sprite does not have', () => {
    expect(() =>
      inlineIcons(page('<svg><use href="/icons.svg#nope"></use></svg>'), SPRITE),
    ).toThrow('icons.svg has no symbol "nope"')
  })
})
