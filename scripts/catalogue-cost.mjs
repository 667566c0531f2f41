// What each calculator costs a page's JavaScript: the catalogue's per-id data a page ships (its
// entry, its place in the order, its line in each map of lazy loaders), found in the built
// chunks by the calculator's id and removed, the gzip size compared. Divided by the number of
// calculators, it is what one more adds; scripts/size.mjs says how many more fit in a budget.
// Fixed lists that name a few ids (the home page's eight most used) are not per calculator and
// are left in.
import { gzipSync } from 'node:zlib'

const QUOTES = new Set(['"', "'", '`'])
const OPEN = new Set(['(', '[', '{'])
const CLOSE = new Set([')', ']', '}'])

/** Where the value that starts at `from` ends: the next `,` or closing bracket at its depth. */
function valueEnd(code, from) {
  let depth = 0
  for (let i = from; i < code.length; i++) {
    const c = code[i]
    if (QUOTES.has(c)) {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++
    } else if (OPEN.has(c)) depth++
    else if (CLOSE.has(c)) {
      if (depth === 0) return i
      depth--
    } else if (c === ',' && depth === 0) return i
  }
  return code.length
}

const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')

/** `code` without the per-id data of `ids`. */
export function withoutCalculators(code, ids) {
  let out = code
  const alternatives = ids.map(escapeRe).join('|')
  // A catalogue entry: `{id:`salary`,name:…,category:…,route:…}`.
  out = out.replace(
    new RegExp(`\\{id:[\`"'](?:${alternatives})[\`"'][^{}]*category:[^{}]*\\},?`, 'g'),
    '',
  )
  // The order, minified to one string split on a separator: `simple.scientific.…`.
  out = out.replace(/`([a-z0-9-]+(?:[.,; ][a-z0-9-]+){4,})`/g, (whole, list) => {
    const separator = /[.,; ]/.exec(list)[0]
    const kept = list.split(separator).filter((word) => !ids.includes(word))
    return kept.length === list.split(separator).length ? whole : `\`${kept.join(separator)}\``
  })
  // A line of a map by id: `salary:()=>…`, `"clt-pj":()=>…`, `"./salary/keywords.ts":()=>…`.
  const key = new RegExp(
    `(?<=[{,])(?:"\\./(?:${alternatives})/[^"]+"|"(?:${alternatives})"|(?:${alternatives})(?![\\w-])):`,
    'g',
  )
  for (let match; (match = key.exec(out));) {
    const end = valueEnd(out, match.index + match[0].length)
    const cut = out[end] === ',' ? end + 1 : end
    out = out.slice(0, match.index) + out.slice(cut)
    key.lastIndex = match.index
  }
  return out.replace(/,\}/g, '}')
}

const gzip = (text) => gzipSync(text, { level: 9 }).length

/**
 * Bytes (gzip) the calculators' own data take in `files` (their texts, in load order), and per
 * calculator. Each file is compressed on its own, as served.
 */
export function catalogueCost(files, ids) {
  const whole = files.reduce((sum, text) => sum + gzip(text), 0)
  const stripped = files.reduce((sum, text) => sum + gzip(withoutCalculators(text, ids)), 0)
  const bytes = whole - stripped
  return { bytes, perCalculator: bytes / ids.length }
}
