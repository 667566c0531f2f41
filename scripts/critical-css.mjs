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
// dialog) is styled by the whole stylesheet, which the page loads before it hydrates
// (src/main.tsx), in its own order, so no rule here changes the cascade.
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
  const classes = new Set()
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(name.replaceAll('&amp;', '&'))
  return classes
}

function usesAny(selector, classes) {
  for (const [, escaped] of selector.replace(VARIANT_HOOK, '').matchAll(CLASS))
    if (classes.has(unescapeClass(escaped))) return true
  return false
}

/** `css` without the utility rules none of whose selectors names a class in `classes`. */
export function criticalCss(css, classes) {
  const root = postcss.parse(css)
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== 'utilities' || !layer.nodes) return
    layer.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return
      if (!rule.selectors.some((selector) => usesAny(selector, classes))) rule.remove()
    })
    // Conditional groups (@media, @supports, @container) left with no rule go too.
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
  return root.toString()
}
