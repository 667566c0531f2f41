import type { CalculatorId } from '@/config/calculator-ids.ts'
import { calculatorDescriptions } from '@/catalogue/descriptions.ts'

import { calculatorHref } from './calculator-href.ts'
import { keywords, popularity, synonyms } from './search-synonyms.ts'

/** The part of a catalogue entry the search reads; its keywords are in its folder of the catalogue. */
export type SearchableEntry = {
  id: CalculatorId
  name: string
  shortName: string
  route?: string
}

export type SearchResult<E extends SearchableEntry = SearchableEntry> = {
  /** The calculator the result opens. */
  entry: E
  title: string
  subtitle: string
  href: string
  /** The tab it opens, if any. */
  modo?: string
  score: number
}

/**
 * Lower case, no accents, ordinals as letters ("13º" → "13o"), punctuation as spaces:
 * "Previdência", "previdencia" and "PREVIDÊNCIA!" meet.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Words a query may carry without them being what it looks for ("calculadora de juros"). */
const OPTIONAL = new Set(
  (
    'a o as os e de da do das dos em no na nos nas um uma para pra por com x vs ou meu minha ' +
    'calculadora calculadoras calcular calculo como qual quanto quanta simulador simular online'
  ).split(' '),
)

/** How a phrase of a result weighs: its title counts more than its synonyms or its description. */
const TITLE = 3
const TERM = 2
const TEXT = 1

type Field = { phrase: string; words: readonly string[]; weight: number }
type Candidate<E extends SearchableEntry> = Omit<SearchResult<E>, 'score'> & {
  fields: readonly Field[]
  rank: number
}

function field(text: string, weight: number): Field | null {
  const phrase = normalizeSearch(text)
  return phrase ? { phrase, words: phrase.split(' '), weight } : null
}

function fields(weighted: readonly (readonly [readonly string[], number])[]): Field[] {
  return weighted.flatMap(([texts, weight]) =>
    texts.map((text) => field(text, weight)).filter((f): f is Field => f !== null),
  )
}

/** Every place a search can lead: each calculator and each listed tab. */
function buildIndex<E extends SearchableEntry>(entries: readonly E[]): Candidate<E>[] {
  const rankOf = (id: string) => {
    const i = popularity.indexOf(id)
    return i === -1 ? popularity.length : i
  }
  const candidates: Candidate<E>[] = []
  for (const entry of entries) {
    const own = synonyms[entry.id]
    candidates.push({
      entry,
      title: entry.name,
      subtitle: calculatorDescriptions[entry.id],
      href: calculatorHref(entry),
      rank: rankOf(entry.id),
      fields: fields([
        [[entry.name, entry.shortName], TITLE],
        [[...keywords[entry.id], ...(own?.terms ?? [])], TERM],
        [[calculatorDescriptions[entry.id]], TEXT],
      ]),
    })
    for (const tab of own?.tabs ?? []) {
      candidates.push({
        entry,
        modo: tab.modo,
        title: tab.label,
        subtitle: entry.name,
        href: calculatorHref(entry, tab.modo),
        rank: rankOf(entry.id),
        fields: fields([
          [[tab.label], TITLE],
          [tab.terms, TERM],
          [[entry.shortName], TEXT],
        ]),
      })
    }
  }
  return candidates
}

/** 1 for the same word, less for a word being typed ("fin" → "financiamento") or a plural. */
function wordMatch(query: string, word: string): number {
  if (word === query) return 1
  if (word.startsWith(query)) return 0.75
  if (word.length >= 4 && query.startsWith(word) && query.length - word.length <= 2) return 0.8
  return 0
}

function score(words: readonly string[], phrase: string, candidate: Candidate<SearchableEntry>) {
  const required = words.filter((w) => !OPTIONAL.has(w))
  const mustMatch = new Set(required.length > 0 ? required : words)
  let total = 0
  for (const query of words) {
    let best = 0
    for (const f of candidate.fields)
      for (const word of f.words) best = Math.max(best, f.weight * wordMatch(query, word))
    if (best === 0 && mustMatch.has(query)) return 0
    total += best
  }
  // The whole query as one of the result's phrases, or the start of one, ranks it higher.
  let bonus = 0
  for (const f of candidate.fields) {
    if (f.phrase === phrase) bonus = Math.max(bonus, f.weight)
    else if (f.phrase.startsWith(phrase)) bonus = Math.max(bonus, f.weight / 2)
  }
  return Math.round((total + bonus) * 100) / 100
}

const indexes = new WeakMap<readonly SearchableEntry[], Candidate<SearchableEntry>[]>()

/**
 * The calculators and tabs that match every meaningful word of `query` (accents and
 * case ignored, a word being typed matches the words it starts), best first; equally good
 * matches in order of use, a tab before its own calculator. A blank query finds nothing.
 */
export function searchCatalogue<E extends SearchableEntry>(
  query: string,
  entries: readonly E[],
): SearchResult<E>[] {
  const phrase = normalizeSearch(query)
  if (!phrase) return []
  const words = phrase.split(' ')
  let index = indexes.get(entries) as Candidate<E>[] | undefined
  if (!index) {
    index = buildIndex(entries)
    indexes.set(entries, index)
  }
  return index
    .map((candidate) => ({ candidate, score: score(words, phrase, candidate) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.candidate.rank - b.candidate.rank ||
        Number(b.candidate.modo !== undefined) - Number(a.candidate.modo !== undefined),
    )
    .map(({ candidate: { fields: _fields, rank: _rank, ...result }, score }) => ({
      ...result,
      score,
    }))
}
