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
// (src/main.tsx; `splitStylesheet` below).
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

/**
 * The site's stylesheet in two for one page: `page`, inlined in its HTML, with the layers other
 * than the utilities whole and the utilities its HTML uses; `rest`, loaded with the app's code
 * (scripts/prerender.mjs), with every other utility. Each rule is in one of the two, once.
 *
 * Within one layer the later of two equally specific rules wins, and the rest comes after the
 * page's part: `p-2`, left out, would then beat the page's `md:p-4` on a wide screen on an element
 * React gives both, where the whole sheet has `p-2` first. So the utilities go into sub-layers
 * of `utilities`, declared in order in the page's part (`@layer utilities{@layer l0,l1,…}`). A
 * later sub-layer wins before specificity and order are looked at, so each rule gets the lowest
 * sub-layer that keeps every pair of rules that may meet on one element as the whole sheet
 * resolves it:
 *
 * - the more specific of the two is in the same sub-layer or a later one;
 * - of two equally specific ones, the one later in the sheet is in the same sub-layer or a later
 *   one, and in a later one when it is the page's and the other the rest's (within a sub-layer
 *   the rest's block comes after the page's).
 *
 * Rules may meet when they set a property of one kind (a shorthand and its longhands are one
 * kind) on the same element or pseudo-element. Two that set the same properties under the same
 * condition (`font-normal` and `font-semibold`) meet on no element (`sameConditionPairs`, checked
 * on every prerendered page and every sample result), so their order is free. Before, the rest
 * repeated every page rule a left-out one competed with, and its arrival restyled most of the
 * page in one long task (docs/performance.md, "Sub-layers instead of repeated rules"). A browser
 * test compares every element's computed style with the whole sheet's (e2e/page-css.spec.ts).
 */
export function splitStylesheet(css, classes) {
  const root = postcss.parse(css)
  const layers = []
  root.walkAtRules('layer', (layer) => {
    if (layer.params === 'utilities' && layer.nodes) layers.push(layer)
  })
  if (layers.length !== 1)
    throw new Error(`expected one @layer utilities block, found ${layers.length}`)
  const [layer] = layers
  const places = []
  layer.walkRules((rule) => {
    places.push(
      isKeyframe(rule)
        ? null
        : { competitor: competitorOf(rule), own: usesRule(rule, classes), sublayer: 0 },
    )
  })
  placeInSublayers(places.filter(Boolean))
  const count = Math.max(0, ...places.map((place) => (place ? place.sublayer + 1 : 0)))
  const names = Array.from({ length: count }, (_, index) => `l${index}`)
  const blocks = (own) =>
    names.flatMap((name, sublayer) => {
      const block = copyOf(
        layer,
        places,
        (place) => place?.own === own && place.sublayer === sublayer,
      )
      block.params = name
      return block.nodes.length > 0 ? [block] : []
    })

  const rest = postcss.root()
  const restBlocks = blocks(false)
  if (restBlocks.length > 0)
    rest.append(postcss.atRule({ name: 'layer', params: 'utilities' }).append(restBlocks))

  const page = postcss.atRule({ name: 'layer', params: 'utilities' })
  if (count > 0) page.append(postcss.atRule({ name: 'layer', params: names.join(',') }))
  page.append(copyOf(layer, places, (place) => place === null).nodes, blocks(true))
  layer.replaceWith(page)
  return { page: root.toString(), rest: rest.toString() }
}

/** A copy of the utilities layer with the rules whose place `keep` accepts, and no emptied group. */
function copyOf(layer, places, keep) {
  const copy = layer.clone()
  let index = 0
  copy.walkRules((rule) => {
    if (!keep(places[index])) rule.remove()
    index += 1
  })
  removeEmptyGroups(copy)
  return copy
}

/**
 * Gives each rule the lowest sub-layer the rules it may meet allow (`splitStylesheet`). Each pair
 * is a constraint "this one's sub-layer ≥ that one's (+ 1)"; specificity never falls along them
 * and among equals they follow the sheet's order, so they have no cycle, and the longest path to
 * each rule is its sub-layer.
 */
function placeInSublayers(places) {
  const after = places.map(() => [])
  const before = places.map(() => 0)
  const constrain = (from, to, step) => {
    after[from].push({ to, step })
    before[to] += 1
  }
  const byKind = new Map()
  const byShorthand = new Map()
  const add = (map, key, index) => map.set(key, [...(map.get(key) ?? []), index])
  places.forEach(({ competitor, own }, index) => {
    const rivals = new Set(
      competitor.properties.flatMap((property) => [
        ...(byKind.get(property) ?? []),
        ...(byShorthand.get(property) ?? []),
        ...shorthandsOf(property).flatMap((shorthand) => byKind.get(shorthand) ?? []),
      ]),
    )
    for (const rival of rivals) {
      const earlier = places[rival]
      for (const mine of competitor.selectors)
        for (const theirs of earlier.competitor.selectors) {
          if (!mayMeet(earlier.competitor, theirs, competitor, mine)) continue
          if (theirs.important && mine.important)
            throw new Error(
              `two !important utilities compete: ${earlier.competitor.name} and ${competitor.name}`,
            )
          const order = compareSpecificity(theirs, mine)
          if (order < 0) constrain(rival, index, 0)
          else if (order > 0) constrain(index, rival, 0)
          else constrain(rival, index, !earlier.own && own ? 1 : 0)
        }
    }
    for (const property of competitor.properties) {
      add(byKind, property, index)
      for (const shorthand of shorthandsOf(property)) add(byShorthand, shorthand, index)
    }
  })
  const ready = places.flatMap((_, index) => (before[index] === 0 ? [index] : []))
  let placed = 0
  while (ready.length > 0) {
    const index = ready.pop()
    placed += 1
    for (const { to, step } of after[index]) {
      places[to].sublayer = Math.max(places[to].sublayer, places[index].sublayer + step)
      before[to] -= 1
      if (before[to] === 0) ready.push(to)
    }
  }
  if (placed !== places.length) throw new Error('the utilities cannot be placed in sub-layers')
}

/**
 * The pairs of classes one element carries whose utilities set the same properties under the
 * same condition: which of the two wins is then the order Tailwind happens to write them in, and
 * `splitStylesheet` does not keep that order. Each pair once, as `a + b: condition`.
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
    specificity: Specificity.calculate(selector)[0],
    important,
  }))
  return {
    name: rule.selector,
    properties: propertiesOf(rule),
    signature: `${[...names].sort().join(';')}${important ? ' !important' : ''}`,
    selectors,
  }
}

/**
 * Whether two utilities' selectors may style one element the same property: not when they
 * style different pseudo-elements (`after:bg-white` and `bg-muted`), nor when they set the same
 * properties under the same condition, which no element may carry (`sameConditionPairs`).
 */
function mayMeet(one, oneSelector, other, otherSelector) {
  if (pseudoElementOf(oneSelector.condition) !== pseudoElementOf(otherSelector.condition))
    return false
  return one.signature !== other.signature || oneSelector.condition !== otherSelector.condition
}

const PSEUDO_ELEMENT =
  /::?(?:before|after|placeholder|selection|marker|backdrop|file-selector-button|first-line|first-letter)\b|::[\w-]+/g
const pseudoElementOf = (condition) => (condition.match(PSEUDO_ELEMENT) ?? []).join('')

/** Importance first, then specificity: which of two selectors wins whatever their order. */
function compareSpecificity(one, other) {
  if (one.important !== other.important) return one.important ? 1 : -1
  return Specificity.compare(one.specificity, other.specificity)
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

// Conditional groups (@media, @supports, @container, @keyframes) left with no rule go too.
function removeEmptyGroups(node) {
  let emptied = true
  while (emptied) {
    emptied = false
    node.walkAtRules((group) => {
      if (group.nodes && group.nodes.length === 0) {
        group.remove()
        emptied = true
      }
    })
  }
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
