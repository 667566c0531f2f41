type Searchable = { name: string; shortName: string; keywords: readonly string[] }

/** Lower case without accents: "Previdência" and "previdencia" meet. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** Every word of the query must appear in the name, short name or keywords. */
export function matchesSearch(entry: Searchable, query: string): boolean {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = normalizeSearch([entry.name, entry.shortName, ...entry.keywords].join(' '))
  return words.every((word) => haystack.includes(word))
}
