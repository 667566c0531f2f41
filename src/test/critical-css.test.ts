import fc from 'fast-check'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

import {
  classesIn,
  classListsIn,
  sameConditionPairs,
  splitStylesheet,
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

describe("splitStylesheet: the page's part", () => {
  const keep = (classes: string[]) => splitStylesheet(SHEET, new Set(classes)).page

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

describe('splitStylesheet: the rest, and the sub-layers', () => {
  const split = (classes: string[], sheet = SHEET) => splitStylesheet(sheet, new Set(classes))
  const rest = (classes: string[], sheet = SHEET) => split(classes, sheet).rest

  it('holds the utilities the page does not use, and nothing else', () => {
    const css = rest(['gap-0.5', 'bg-muted/60', 'dark:bg-amber-950'])
    expect(css.startsWith('@layer utilities{@layer l0{')).toBe(true)
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
    expect(split(['p-2'], all).page).toBe(
      '@layer base{*{margin:0}}@layer utilities{@layer l0;@layer l0{.p-2{padding:1px}}}',
    )
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

  it('puts each rule in one of the two parts, once', () => {
    const { page, rest: other } = split(['p-6', 'px-4', 'md:p-4'], ORDERED)
    const names = (css: string) => placed(css).map(({ name }) => name)
    expect(names(page)).toEqual(['p-6', 'px-4', 'md:p-4'])
    // By sub-layer, then in the sheet's order: `md:p-8` follows the page's `px-4`.
    expect(names(other)).toEqual(['p-2', 'text-sm', 'flex-1', 'grow', 'md:text-base', 'md:p-8'])
  })

  it("declares the sub-layers in order in the page's part, before any rule", () => {
    const { page } = split(['px-4', 'md:p-4'], ORDERED)
    expect(page).toMatch(/^@layer utilities\{@layer l0,l1;@layer l1\{/)
  })

  it('puts a page rule that follows an equally specific rule of the rest in a later sub-layer', () => {
    // `p-2` is left out and `md:p-4` is the page's: arriving after it in one layer, `p-2` would
    // take the wide-screen padding of an element React gives both. `px-4` sets part of the
    // padding; `p-6` sets what `p-2` sets under the same condition, and no element carries both.
    const layers = sublayers(split(['p-6', 'px-4', 'md:p-4'], ORDERED))
    expect(layers.get('p-2')).toBe(0)
    expect(layers.get('p-6')).toBe(0)
    expect(layers.get('px-4')).toBe(1)
    expect(layers.get('md:p-4')).toBe(1)
  })

  it('treats a shorthand and its longhands as one kind, and no other longhands', () => {
    expect(sublayers(split(['grow'], ORDERED)).get('grow')).toBe(1)
    expect(sublayers(split(['flex-1', 'grow'], ORDERED)).get('grow')).toBe(0)
    const SIDES = '@layer utilities{.grow{flex-grow:1}.shrink{flex-shrink:1}}'
    expect(sublayers(split(['shrink'], SIDES)).get('shrink')).toBe(0)
  })

  it('keeps a more specific rule in the same sub-layer or a later one, wherever it comes', () => {
    // Tailwind writes `hover:` (0,2,0) before `md:` (0,1,0), and `:where(.space-y-3>…)` (0,0,0)
    // before `mt-2`: specificity decides those, and a later sub-layer would overturn it.
    const sheet = [
      '@layer utilities{',
      ':where(.space-y-3>:not(:last-child)){margin-block-start:.75rem}',
      '.mt-2{margin-top:.5rem}',
      '.bg-w{background:white}',
      '.bg-y{background-color:red}',
      '.hover\\:bg-x:hover{background-color:green}',
      '@media (width>=48rem){.md\\:bg-z{background-color:blue}}',
      '}',
    ].join('')
    const layers = sublayers(split(['space-y-3', 'bg-y', 'hover:bg-x'], sheet))
    // `bg-y` follows the rest's `bg-w` (a shorthand), `md:bg-z` follows `bg-y`, and so
    // `hover:bg-x`, which only precedes them, is raised with them.
    expect(layers.get('bg-w')).toBe(0)
    expect(layers.get('bg-y')).toBe(1)
    expect(layers.get('md:bg-z')).toBe(1)
    expect(layers.get('hover:bg-x')).toBe(1)
    expect(layers.get('mt-2')).toBe(0)
  })

  it('lets a pseudo-element alone: `after:bg-white` meets no utility of the element', () => {
    // Equally specific (0,1,1), the rest's first: were they to meet, the page's would go up.
    const sheet = [
      '@layer utilities{',
      '.\\[\\&_svg\\]\\:bg-x svg{background-color:red}',
      '.after\\:bg-white:after{background-color:#fff}',
      '.\\[\\&_svg\\]\\:bg-none svg{background:none}',
      '}',
    ].join('')
    expect(sublayers(split(['after:bg-white'], sheet)).get('after:bg-white')).toBe(0)
    expect(sublayers(split(['[&_svg]:bg-none'], sheet)).get('[&_svg]:bg-none')).toBe(1)
  })

  it('resolves every pair of rules that may meet as the whole sheet does', () => {
    // The cascade, modelled: the whole sheet decides by specificity, then order; the two parts by
    // sub-layer, then specificity, then which part comes later, then order.
    const VARIANTS = [
      { suffix: '', specificity: 1, pseudo: false },
      { suffix: ':hover', specificity: 2, pseudo: false },
      { suffix: ':where(.dark,.dark *)', specificity: 1, pseudo: false },
      { suffix: ':after', specificity: 1, pseudo: true },
    ]
    // A shorthand meets its longhands; two longhands of it do not meet.
    const MEET = new Set(['padding padding-inline', 'flex flex-grow', 'flex flex-shrink'])
    const meets = (one: string, other: string) =>
      one === other || MEET.has([one, other].sort().join(' '))
    const rule = fc.record({
      property: fc.constantFrom(
        'padding',
        'padding-inline',
        'color',
        'flex',
        'flex-grow',
        'flex-shrink',
      ),
      wide: fc.boolean(),
      variant: fc.constantFrom(...VARIANTS),
      own: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(rule, { minLength: 2, maxLength: 9 }), (rules) => {
        const written = rules.map(({ property, wide, variant }, index) => {
          const css = `.u${index}${variant.suffix}{${property}:${index}px}`
          return wide ? `@media (width>=48rem){${css}}` : css
        })
        const own = rules.flatMap(({ own: mine }, index) => (mine ? [`u${index}`] : []))
        const layers = sublayers(split(own, `@layer utilities{${written.join('')}}`))
        const key = (index: number) => [
          layers.get(`u${index}`) ?? -1,
          rules[index]?.variant.specificity ?? 0,
          own.includes(`u${index}`) ? 0 : 1,
          index,
        ]
        return rules.every((one, a) =>
          rules.slice(a + 1).every((two, after) => {
            const b = a + 1 + after
            const sameCondition = one.wide === two.wide && one.variant === two.variant
            if (!meets(one.property, two.property)) return true
            if (one.variant.pseudo !== two.variant.pseudo) return true
            if (one.property === two.property && sameCondition) return true
            const whole = one.variant.specificity > two.variant.specificity ? a : b
            const [ka, kb] = [key(a), key(b)]
            const differs = ka.findIndex((value, at) => value !== kb[at])
            const parts = (ka[differs] ?? 0) > (kb[differs] ?? 0) ? a : b
            return parts === whole
          }),
        )
      }),
      { numRuns: 2000 },
    )
  })
})

/** Each utility of a part, by its class, with the sub-layer it is in. */
function placed(css: string) {
  const found: { name: string; sublayer: number }[] = []
  postcss.parse(css).walkAtRules('layer', (layer) => {
    const sublayer = /^l(\d+)$/.exec(layer.params)?.[1]
    if (sublayer === undefined) return
    layer.walkRules((rule) => {
      const escaped = /^\.((?:\\.|[\w-])+)/.exec(rule.selector)?.[1]
      found.push({
        name: escaped ? unescapeClass(escaped) : rule.selector,
        sublayer: Number(sublayer),
      })
    })
  })
  return found
}

function sublayers({ page, rest }: { page: string; rest: string }) {
  return new Map([...placed(page), ...placed(rest)].map(({ name, sublayer }) => [name, sublayer]))
}

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
