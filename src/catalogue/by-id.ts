import type { CalculatorId } from '@/config/calculator-ids.ts'

/** The calculator id in a path `…/<id>/<file>.ts`, the name of the file's folder. */
export function idOfPath(path: string): string {
  return /([^/]+)\/[^/]+$/.exec(path)?.[1] ?? path
}

/**
 * An `import.meta.glob` of one file per calculator folder, keyed by the folder's name. The globs
 * take `base: './calculators'` so their keys, which the bundle carries, stay short. Typed by
 * id because `src/catalogue/catalogue.test.ts` fails when an id lacks its file or a folder is
 * not an id: the glob itself cannot tell the type checker which folders exist.
 */
export function byId<T>(files: Record<string, T>): Readonly<Record<CalculatorId, T>> {
  const result: Record<string, T> = {}
  for (const [path, file] of Object.entries(files)) result[idOfPath(path)] = file
  return result as Record<CalculatorId, T>
}
