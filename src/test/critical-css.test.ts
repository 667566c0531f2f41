import { describe, expect, it } from 'vitest'

import { classesIn, criticalCss, unescapeClass } from '../../scripts/critical-css.mjs'

// Rules in the form Tailwind CSS v4 writes them (minified), one of each kind the site's sheet has.
const SHEET = [
  '@layer theme{:root{--spacing:.25rem}}',
  '@layer base{*{box-sizing:border-box}:focus-visible{outline:2px solid}}',
  '@layer utilities{',
  '.gap-0\\.5{gap:calc(var(--spacing) * .5)}',
  '.gap-4{gap:calc(var(--spacing) * 4)}',
  '.bg-muted,.bg-muted\\/60{background-color:var(--muted)}',
  ':where(.space-y-3>:not(:last-child)){margin-block-start:0}',
  '.dark\\:bg-amber-950:where(.dark,.dark *){background-color:#451a03}',
  '.dark\\:bg-blue-950:where(.dark,.dark *){background-color:#172554}',
  ':is(:where(.group):hover .group-hover\\:underline){text-decoration-line:underline}',
  '@media (hover:hover){.hover\\:bg-muted\\/70:hover{background-color:var(--muted)}}',
  '@container (width>=28rem){.\\@md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}',
  '}',
  '.dark{--background:#000}',
].join('')

describe('classesIn', () => {
  it('reads every class attribute, as the prerendered HTML writes them', () => {
    const html =
      '<div class="gap-0.5 bg-muted/60"><span class="group  dark:bg-amber-950">x</span><p>class="no"</p></div>'
    expect([...classesIn(html)].sort()).toEqual([
      'bg-muted/60',
      'dark:bg-amber-950',
      'gap-0.5',
      'group',
    ])
  })
})

describe('unescapeClass', () => {
  it('undoes CSS escapes, by character and by code point', () => {
    expect(unescapeClass('gap-0\\.5')).toBe('gap-0.5')
    expect(unescapeClass('\\[\\&\\:\\:x\\]\\:hidden')).toBe('[&::x]:hidden')
    expect(unescapeClass('\\32 xl\\:block')).toBe('2xl:block')
  })
})

describe('criticalCss', () => {
  const keep = (classes: string[]) => criticalCss(SHEET, new Set(classes))

  it('keeps the layers other than the utilities whole', () => {
    const css = keep([])
    expect(css).toContain('@layer theme{:root{--spacing:.25rem}}')
    expect(css).toContain(':focus-visible{outline:2px solid}')
    expect(css).toContain('.dark{--background:#000}')
  })

  it('keeps a utility exactly when the page uses its class', () => {
    const css = keep(['gap-0.5', 'bg-muted/60', 'space-y-3', '@md:grid-cols-2'])
    expect(css).toContain('.gap-0\\.5{')
    expect(css).not.toContain('.gap-4{')
    // One selector of the list is enough; the rule is kept whole, as the sheet wrote it.
    expect(css).toContain('.bg-muted,.bg-muted\\/60{')
    expect(css).toContain(':where(.space-y-3>:not(:last-child))')
    expect(css).toContain('@container (width>=28rem){.\\@md\\:grid-cols-2{')
  })

  it('judges a variant by its own class, not by the class it hangs on', () => {
    const css = keep(['dark', 'group', 'dark:bg-amber-950'])
    expect(css).toContain('.dark\\:bg-amber-950:where(.dark,.dark *)')
    expect(css).not.toContain('.dark\\:bg-blue-950')
    expect(css).not.toContain('group-hover\\:underline')
    expect(keep(['group-hover:underline'])).toContain('group-hover\\:underline')
  })

  it('drops a conditional group left empty, and keeps pseudo-element utilities in use', () => {
    const css = keep(['[&::-webkit-details-marker]:hidden'])
    expect(css).not.toContain('@media')
    expect(css).not.toContain('@container')
    expect(css).toContain('::-webkit-details-marker{display:none}')
    expect(keep(['hover:bg-muted/70'])).toContain(
      '@media (hover:hover){.hover\\:bg-muted\\/70:hover',
    )
  })
})
