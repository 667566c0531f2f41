// The part of the site's stylesheet a prerendered page paints with (docs/performance.md, "Only
// the page's own CSS before the first paint"). Tailwind's utilities are two thirds of the sheet
// and a page uses about a third of them: parsing and matching the rest before the first paint,
// on a slow phone, delays it and lengthens the tasks right after it. The layers other than the
// utilities (theme variables, the reset, @property, the site's own rules) are kept whole.
//
// A utility rule is kept when one of its selectors names a class the page's HTML carries. The
// classes a variant hangs on (`:where(.dark, .dark *)`, `:where(.group)`, `:where(.peer)`) are
// not the utility's own and are left out of that test, so `dark:bg-x` stays exactly when
// `dark:bg-x` is on the page, in either theme. Whatever a script renders later (a result, a
// dialog) is styled by the rest of the sheet, which the page loads before it hydrates
// (src/main.tsx; `restCss` below).
import Specificity from '@bramus/specificity'
import postcss from 'postcss'

const VARIANT_HOOK = /:where\(\.(?:dark|group|peer)[^()]*(?:\([^()]*\)[^()]*)*\)/g
const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g

/** A class name as written in HTML, from its CSS form (`gap-0\.5` → `gap-0.5`). */
export function unescapeClass(escaped) {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  )
}

/** Every class named in `class="…"` attributes of the HTML. */
export function classesIn(html) {
  return new Set(classListsIn(html).flatMap((list) => list.split(/\s+/).filter(Boolean)))
}

/** Every `class="…"` attribute of the HTML, one string per element. */
export function classListsIn(html) {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map(([, value]) => value.replaceAll('&amp;', '&'))
}

function usesAny(selector, classes) {
  for (const [, escaped] of selector.replace(VARIANT_HOOK, '').matchAll(CLASS))
    if (classes.has(unescapeClass(escaped))) return true
  return false
}

/** `css` without the utility rules none of whose selectors names a class in `classes`. */
export function criticalCss(css, classes) {
  const root = postcss.parse(css)
  eachUtilitiesLayer(root, (layer) => {
    layer.walkRules((rule) => {
      if (!isKeyframe(rule) && !usesRule(rule, classes)) rule.remove()
    })
  })
  return root.toString()
}

/**
 * The utilities `criticalCss` left out, as a stylesheet of their own: what the page loads with
 * its code instead of the whole sheet (scripts/prerender.mjs). The page's elements carry none of
 * its classes, so when it arrives the browser restyles next to nothing, where the whole sheet
 * (its reset and variables again, every rule the page already had) made it restyle the whole
 * document in one task (docs/performance.md, "The rest of the stylesheet on the first touch").
 *
 * It comes after the page's own rules, in the same layer, and within a layer the later of two
 * equally specific rules wins. A rule left out that the whole sheet has before a kept one would
 * now come after it: `p-2` after `md:p-4` on an element React gives both, and `p-2` would win
 * on a wide screen too. So a kept rule that competes with a rule this part holds is repeated
 * here, in the sheet's order, and so on down the sheet: any two rules that compete keep the
 * whole sheet's order.
 *
 * Rules compete when one can override the other: they set a property of one kind (a shorthand
 * and its longhands are one kind), with the same specificity (`hover:bg-x:hover` beats `bg-y`
 * wherever it comes), and either set different properties or apply under different conditions.
 * Two rules that set the same properties under the same condition (`font-normal` and
 * `font-semibold`) compete only on an element that carries both, which no element may
 * (`sameConditionPairs`, checked on every prerendered page and every sample result). A browser
 * test compares every element's computed style with the whole sheet's (e2e/page-css.spec.ts).
 */
export function restCss(css, classes) {
  const root = postcss.parse(css)
  const kept = postcss.root()
  eachUtilitiesLayer(root, (layer) => {
    const held = rivalry()
    layer.walkRules((rule) => {
      if (isKeyframe(rule)) {
        rule.remove()
        return
      }
      const competitor = competitorOf(rule)
      if (usesRule(rule, classes) && !held.competes(competitor)) rule.remove()
      else held.add(competitor)
    })
    kept.append(layer)
  })
  kept.each((layer) => {
    if (layer.nodes.length === 0) layer.remove()
  })
  return kept.toString()
}

/** The rules a part of the sheet holds so far, to tell whether a rule competes with one. */
function rivalry() {
  const byKind = new Map()
  const byShorthand = new Map()
  const add = (map, key, value) => map.set(key, [...(map.get(key) ?? []), value])
  return {
    add({ properties, signature, selectors }) {
      for (const { condition, specificity } of selectors)
        for (const property of properties) {
          const entry = { condition, specificity, signature }
          add(byKind, property, entry)
          for (const shorthand of shorthandsOf(property)) add(byShorthand, shorthand, entry)
        }
    },
    competes({ properties, signature, selectors }) {
      return properties.some((property) =>
        [
          ...(byKind.get(property) ?? []),
          ...(byShorthand.get(property) ?? []),
          ...shorthandsOf(property).flatMap((shorthand) => byKind.get(shorthand) ?? []),
        ].some((rival) =>
          selectors.some(
            (selector) =>
              selector.specificity === rival.specificity &&
              (rival.signature !== signature || selector.condition !== rival.condition),
          ),
        ),
      )
    },
  }
}

/**
 * The pairs of classes one element carries whose utilities set the same properties under the
 * same condition: which of the two wins is then the order Tailwind happens to write them in, and
 * `restCss` does not keep that order. Each pair once, as `a + b: condition`.
 */
export function sameConditionPairs(css, classLists) {
  const byClass = conditionsByClass(css)
  const pairs = new Set()
  for (const list of classLists) {
    const seen = new Map()
    for (const name of new Set(list.split(/\s+/)))
      for (const key of byClass.get(name) ?? []) {
        const other = seen.get(key)
        if (other && other !== name) pairs.add(`${[other, name].sort().join(' + ')}: ${key}`)
        else seen.set(key, name)
      }
  }
  return [...pairs].sort()
}

// The prerender asks once a page, of the same sheet.
let indexed = { css: '', byClass: new Map() }

function conditionsByClass(css) {
  if (indexed.css === css) return indexed.byClass
  const byClass = new Map()
  eachUtilityRule(postcss.parse(css), (rule) => {
    const { signature, selectors } = competitorOf(rule)
    rule.selectors.forEach((selector, index) => {
      const own = ownClass(selector)
      if (!own) return
      const name = unescapeClass(own)
      byClass.set(name, [
        ...(byClass.get(name) ?? []),
        `${selectors[index]?.condition} {${signature}}`,
      ])
    })
  })
  indexed = { css, byClass }
  return byClass
}

/**
 * What a rule competes by: the properties it sets, exactly, and for each selector the condition
 * it applies under (its conditional groups and the selector with its utility's class as `&`)
 * and its specificity. Order decides only between equally specific rules: `hover:bg-x:hover`
 * beats `bg-y` wherever it comes, `:where(.space-y-3>*)` loses to `mt-2` wherever it comes.
 */
function competitorOf(rule) {
  const names = new Set()
  let important = false
  rule.walkDecls((decl) => {
    names.add(decl.prop.toLowerCase())
    important ||= decl.important
  })
  // An !important declaration wins by importance before specificity and order.
  const selectors = rule.selectors.map((selector) => ({
    condition: conditionOf(rule, selector, ownClass(selector)),
    specificity: `${Specificity.calculate(selector)[0]?.toString() ?? ''}${important ? '!' : ''}`,
  }))
  return {
    properties: propertiesOf(rule),
    signature: `${[...names].sort().join(';')}${important ? ' !important' : ''}`,
    selectors,
  }
}

// The first class outside a variant's hook: Tailwind writes the utility's own class first.
const OWN_CLASS = new RegExp(CLASS.source)
const ownClass = (selector) => OWN_CLASS.exec(selector.replace(VARIANT_HOOK, ''))?.[1] ?? null

// Tailwind writes a colour with an opacity twice: plainly, then inside
// `@supports (color: color-mix(…))`. The second holds wherever the first does (on every browser
// the site supports), so it is no condition of its own: two such colours on one element are a
// pair either way.
function conditionOf(rule, selector, own) {
  const groups = []
  for (let node = rule.parent; node?.type === 'atrule' && node.name !== 'layer'; node = node.parent)
    if (node.name !== 'supports') groups.unshift(`@${node.name} ${node.params}`)
  return [...groups, own ? selector.replace(`.${own}`, '&') : selector].join(' ')
}

function eachUtilityRule(root, visit) {
  root.walkAtRules('layer', (layer) => {
    if (layer.params === 'utilities')
      layer.walkRules((rule) => {
        if (!isKeyframe(rule)) visit(rule)
      })
  })
}

function eachUtilitiesLayer(root, edit) {
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== 'utilities' || !layer.nodes) return
    edit(layer)
    // Conditional groups (@media, @supports, @container, @keyframes) left with no rule go too.
    let emptied = true
    while (emptied) {
      emptied = false
      layer.walkAtRules((group) => {
        if (group.nodes && group.nodes.length === 0) {
          group.remove()
          emptied = true
        }
      })
    }
  })
}

const isKeyframe = (rule) => rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)

const usesRule = (rule, classes) => rule.selectors.some((selector) => usesAny(selector, classes))

/**
 * The properties a rule sets, with those that override one another across names made one: the
 * sides and the logical forms of padding, margin, scroll margins and paddings, borders, overflow
 * and the insets; the gaps; `place-*` as its `align-*` and `justify-*`.
 */
function propertiesOf(rule) {
  const properties = new Set()
  rule.walkDecls((decl) => {
    const property = decl.prop.toLowerCase()
    const box = /^(padding|margin|scroll-margin|scroll-padding|overflow(?!-wrap))(?:-|$)/.exec(
      property,
    )
    const border = /^border(?:-.*)?-(radius|width|style|color)$/.exec(property)
    if (property.startsWith('--')) properties.add(property)
    else if (box) properties.add(box[1])
    else if (border) properties.add(`border-${border[1]}`)
    else if (/^(?:top|right|bottom|left|inset)(?:-|$)/.test(property)) properties.add('inset')
    else if (/(?:^|-)gap$/.test(property)) properties.add('gap')
    else if (property.startsWith('place-')) {
      properties.add(property.replace('place-', 'align-'))
      properties.add(property.replace('place-', 'justify-'))
    } else properties.add(property)
  })
  return [...properties]
}

/** The shorthands a longhand belongs to, by its name: `flex` and `flex-grow`, `font` and `font-size`. */
function shorthandsOf(property) {
  if (property.startsWith('--')) return []
  const words = property.split('-')
  return words.slice(1).map((_, end) => words.slice(0, end + 1).join('-'))
}
