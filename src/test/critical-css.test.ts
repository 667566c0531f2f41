import { describe, expect, it } from 'vitest'

import {
  classesIn,
  classListsIn,
  criticalCss,
  restCss,
  sameConditionPairs,
  unescapeClass,
} from '../../scripts/critical-css.mjs'

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

describe('restCss', () => {
  const rest = (classes: string[], sheet = SHEET) => restCss(sheet, new Set(classes))

  it('holds the utilities the page does not use, and nothing else', () => {
    const css = rest(['gap-0.5', 'bg-muted/60', 'dark:bg-amber-950'])
    expect(css.startsWith('@layer utilities{')).toBe(true)
    expect(css).toContain('.gap-4{')
    expect(css).toContain('.dark\\:bg-blue-950')
    expect(css).toContain('@media (hover:hover){.hover\\:bg-muted\\/70:hover')
    expect(css).not.toContain('.gap-0\\.5{')
    expect(css).not.toContain('.bg-muted,')
    expect(css).not.toContain('@layer theme')
    expect(css).not.toContain('box-sizing')
    expect(css).not.toContain('.dark{')
  })

  it('is empty for a page that uses every utility', () => {
    const all = '@layer base{*{margin:0}}@layer utilities{.p-2{padding:1px}}'
    expect(rest(['p-2'], all)).toBe('')
  })

  // Tailwind writes a property's plain utilities before its variants: the variant wins.
  const ORDERED = [
    '@layer utilities{',
    '.p-2{padding:calc(var(--spacing) * 2)}',
    '.p-6{padding:calc(var(--spacing) * 6)}',
    '.px-4{padding-inline:calc(var(--spacing) * 4)}',
    '.text-sm{font-size:.875rem}',
    '.flex-1{flex:1}',
    '.grow{flex-grow:1}',
    '@media (width>=48rem){.md\\:p-4{padding:calc(var(--spacing) * 4)}}',
    '@media (width>=48rem){.md\\:p-8{padding:calc(var(--spacing) * 8)}}',
    '@media (width>=48rem){.md\\:text-base{font-size:1rem}}',
    '}',
  ].join('')
  const rules = (css: string) => [...css.matchAll(/\.([\w\\:.-]+?)(?::hover)?\{/g)].map((m) => m[1])

  it('repeats a kept rule that a left-out one would otherwise override', () => {
    // `p-2` is left out; `md:p-4` is the page's. Were `p-2` to arrive after it alone, an element
    // given both would lose its wide-screen padding. `px-4` sets part of the padding, so an
    // element may carry it with `p-2`; `p-6` sets what `p-2` sets under the same condition, and
    // no element may carry both (`sameConditionPairs`), so it is not repeated.
    const css = rest(['p-6', 'px-4', 'text-sm', 'md:p-4', 'md:p-8', 'md:text-base'], ORDERED)
    expect(rules(css)).toEqual(['p-2', 'px-4', 'flex-1', 'grow', 'md\\:p-4', 'md\\:p-8'])
  })

  it('repeats nothing when no left-out rule competes', () => {
    const css = rest(['p-2', 'p-6', 'px-4', 'flex-1', 'grow', 'md:p-4', 'md:p-8'], ORDERED)
    expect(rules(css)).toEqual(['text-sm', 'md\\:text-base'])
  })

  it('treats a shorthand and its longhands as one property', () => {
    expect(rules(rest(['grow'], ORDERED))).toContain('grow')
    expect(rules(rest(['flex-1', 'grow'], ORDERED))).not.toContain('grow')
  })

  it('leaves out a kept rule that a left-out one cannot override whatever their order', () => {
    // Order decides only between equally specific rules: `hover:bg-x:hover` (0,2,0) beats
    // `bg-y`, and `:where(.space-y-3>…)` (0,0,0) loses to `mt-2`, before or after them.
    const sheet = [
      '@layer utilities{',
      ':where(.space-y-3>:not(:last-child)){margin-block-start:.75rem}',
      '.mt-2{margin-top:.5rem}',
      '.bg-y{background-color:red}',
      '.bg-z{background-color:blue}',
      '@media (hover:hover){.hover\\:bg-x:hover{background-color:green}}',
      '}',
    ].join('')
    expect(rules(rest(['mt-2', 'bg-y'], sheet))).toEqual(['bg-z', 'hover\\:bg-x'])
    expect(rules(rest(['mt-2', 'hover:bg-x'], sheet))).toEqual(['bg-y', 'bg-z'])
  })

  it("keeps the whole sheet's order among the rules it holds", () => {
    const css = rest(['md:p-8', 'md:p-4'], ORDERED)
    expect(css.indexOf('md\\:p-4')).toBeLessThan(css.indexOf('md\\:p-8'))
    expect(css.indexOf('.p-2{')).toBeLessThan(css.indexOf('md\\:p-4'))
  })
})

describe('sameConditionPairs', () => {
  const SHEET2 = [
    '@layer utilities{',
    '.p-2{padding:calc(var(--spacing) * 2)}',
    '.p-6{padding:calc(var(--spacing) * 6)}',
    '.px-4{padding-inline:calc(var(--spacing) * 4)}',
    '.font-normal{--tw-font-weight:400;font-weight:400}',
    '.font-semibold{--tw-font-weight:600;font-weight:600}',
    '.text-foreground{color:var(--foreground)}',
    '.text-muted-foreground{color:var(--muted-foreground)}',
    '.dark\\:text-foreground:where(.dark,.dark *){color:var(--foreground)}',
    '@media (hover:hover){.hover\\:text-foreground:hover{color:var(--foreground)}}',
    '@media (width>=48rem){.md\\:p-4{padding:calc(var(--spacing) * 4)}}',
    '@media (width>=48rem){.md\\:p-8{padding:calc(var(--spacing) * 8)}}',
    '.text-left\\!{text-align:left!important}',
    '.text-right{text-align:right}',
    '}',
  ].join('')
  const pairs = (...lists: string[]) => sameConditionPairs(SHEET2, lists)

  it('finds two utilities setting the same properties under the same condition on one element', () => {
    // The renda fixa table's highlighted row once carried both weights and both colours.
    expect(pairs('font-normal text-muted-foreground font-semibold text-foreground')).toEqual([
      'font-normal + font-semibold: & {--tw-font-weight;font-weight}',
      'text-foreground + text-muted-foreground: & {color}',
    ])
    expect(pairs('md:p-4 p-2 md:p-8')).toEqual([
      'md:p-4 + md:p-8: @media (width>=48rem) & {padding}',
    ])
  })

  it('lets a variant, a breakpoint, a part of a shorthand and !important layer over a utility', () => {
    expect(
      pairs(
        'p-2 px-4 md:p-4',
        'text-muted-foreground dark:text-foreground hover:text-foreground',
        'font-normal',
        'font-semibold',
        'text-right text-left!',
      ),
    ).toEqual([])
  })

  it('reads one class list per element from the HTML', () => {
    expect(classListsIn('<p class="a b"><span class="c &amp; d">x</span></p><i>')).toEqual([
      'a b',
      'c & d',
    ])
  })
})
