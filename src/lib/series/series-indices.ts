import type { SeriesId } from './monthly-series.ts'

/**
 * The official indices the site corrects by, one row each: the words every select, heading and
 * sentence uses, so "pela Selic" and "o IPCA" are written once (docs/legal/official-series.md).
 * Apart from the series' data, so a form names its indices without loading them.
 */

export type SeriesIndexInfo = {
  readonly id: SeriesId
  /** 'IPCA', 'Selic', 'Taxa Legal' */
  readonly name: string
  /** The select's option: 'IPCA (inflação oficial, IBGE)'. */
  readonly label: string
  /** The name with its article, for "pelo IPCA", "da Selic", "o IGP-M": pt-BR gender. */
  readonly feminine: boolean
  /**
   * How a span accumulates: a price index or a rate compounds; the Taxa Legal is interest and
   * adds up (Res. CMN 5.171/2024, art. 6º).
   */
  readonly method: 'compound' | 'simple'
}

export const SERIES_INDICES: Readonly<Record<SeriesId, SeriesIndexInfo>> = {
  ipca: {
    id: 'ipca',
    name: 'IPCA',
    label: 'IPCA (inflação oficial, IBGE)',
    feminine: false,
    method: 'compound',
  },
  inpc: { id: 'inpc', name: 'INPC', label: 'INPC (IBGE)', feminine: false, method: 'compound' },
  igpm: { id: 'igpm', name: 'IGP-M', label: 'IGP-M (FGV)', feminine: false, method: 'compound' },
  selic: {
    id: 'selic',
    name: 'Selic',
    label: 'Selic (Banco Central)',
    feminine: true,
    method: 'compound',
  },
  cdi: { id: 'cdi', name: 'CDI', label: 'CDI', feminine: false, method: 'compound' },
  tr: { id: 'tr', name: 'TR', label: 'TR (Banco Central)', feminine: true, method: 'compound' },
  poupanca: {
    id: 'poupanca',
    name: 'Poupança',
    label: 'Poupança (Banco Central)',
    feminine: true,
    method: 'compound',
  },
  'taxa-legal': {
    id: 'taxa-legal',
    name: 'Taxa Legal',
    label: 'Taxa Legal (CC art. 406)',
    feminine: true,
    method: 'simple',
  },
}

/** The info of an id a link or a result names; the IPCA's for an id the table lacks. */
export function indexInfo(id: string): SeriesIndexInfo {
  return (SERIES_INDICES as Partial<Record<string, SeriesIndexInfo>>)[id] ?? SERIES_INDICES.ipca
}

/** The info of a series' display name ('IGP-M'), for words about a series known by its name. */
function infoByName(name: string): SeriesIndexInfo | undefined {
  return Object.values(SERIES_INDICES).find((i) => i.name === name)
}

const feminine = (name: string) => infoByName(name)?.feminine ?? false

/** "o IPCA", "a Selic" (lower case; the screen capitalises a sentence's start). */
export const withArticle = (name: string) => `${feminine(name) ? 'a' : 'o'} ${name}`

/** "pelo IPCA", "pela Selic". */
export const byName = (name: string) => `${feminine(name) ? 'pela' : 'pelo'} ${name}`

/** "do IPCA", "da Selic". */
export const ofName = (name: string) => `${feminine(name) ? 'da' : 'do'} ${name}`

/** A select's options for `ids`, in that order, each labelled as the table says. */
export function indexOptions(
  ids: readonly SeriesId[],
  suffix = '',
): { value: string; label: string }[] {
  return ids.map((id) => ({ value: id, label: `${SERIES_INDICES[id].label}${suffix}` }))
}
