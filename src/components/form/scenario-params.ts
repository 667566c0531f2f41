/**
 * Two scenarios in one link (docs/decisions.md §4, "Comparar com outro cenário"): the first
 * scenario's inputs travel as always, so the link still opens on its result in any older reader
 * of it, and the second carries only what differs, each under `b.<param>`. An input the second
 * scenario leaves empty where the first had a value is `b.<param>=` (empty).
 */

export const SECOND = 'b.'

/** Query-string values (`null`: not carried) of a link holding both scenarios. */
export function scenarioParams(
  first: Readonly<Record<string, string | null>>,
  second: Readonly<Record<string, string | null>>,
): Record<string, string | null> {
  const params: Record<string, string | null> = { ...first }
  for (const [name, value] of Object.entries(second)) {
    const was = first[name] ?? null
    if (value === was) continue
    params[`${SECOND}${name}`] = value ?? ''
  }
  return params
}

/**
 * The query string of the second scenario alone (the first's with the `b.` values put over
 * it), ready for the same reading as any link; `null` when the link names no second value for
 * these parameters.
 */
export function secondScenarioSearch(search: string, names: readonly string[]): string | null {
  const params = new URLSearchParams(search)
  let found = false
  for (const name of names) {
    const value = params.get(`${SECOND}${name}`)
    if (value === null) continue
    found = true
    if (value === '') params.delete(name)
    else params.set(name, value)
  }
  if (!found) return null
  for (const key of [...params.keys()]) if (key.startsWith(SECOND)) params.delete(key)
  return `?${params.toString()}`
}
