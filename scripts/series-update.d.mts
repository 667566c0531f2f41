export type SgsRow = { data: string; valor: string }
export type SgsSeries = {
  id: string
  code: number
  from: string
  daily?: boolean
  partial?: boolean
}
export type SidraIndexSpec = { id: string; table: number; variable: number; from: string }
export type SeriesSource = { repo: string; path: string; commit: string; months: string }
export type SeriesJson = {
  series: string
  unit: string
  publisher: string
  sgs: number
  sources: SeriesSource[]
  first: string | null
  last: string | null
  values: Record<string, number>
  index?: Record<string, number>
}
export const SGS_SERIES: readonly SgsSeries[]
export const SIDRA_INDICES: readonly SidraIndexSpec[]
export function requestUrls(code: number, from: string, today: Date): string[]
export function sidraUrl(spec: SidraIndexSpec, today: Date): string
export function parseSgsRows(
  rows: unknown,
  options?: { daily?: boolean; dropMonth?: string | null },
): Record<string, number>
export function parseSidraIndex(
  answer: unknown,
  options?: { dropMonth?: string | null },
): Record<string, number>
export function holes(values: Record<string, number>): string[]
export function compareValues(
  previous: Record<string, number>,
  next: Record<string, number>,
): { added: string[]; lacking: string[]; revised: string[] }
export function indexDisagreements(
  index: Record<string, number>,
  rates: Record<string, number>,
): string[]
export function seriesFile(
  previous: { series: string; unit: string; publisher: string; sgs?: number },
  values: Record<string, number>,
  options: {
    code: number
    fetchedOn: string
    origin?: string
    index?: { values: Record<string, number>; source?: SeriesSource } | null
  },
): SeriesJson
export function jsonText(file: string, value: unknown): Promise<string>
export class NoSavedAnswer extends Error {}
export function offlineReader(
  dir: string,
  readJson: (file: string) => Promise<unknown>,
): (url: string) => Promise<unknown>
export function parseArgs(argv: readonly string[]): {
  offline: string | null
  save: string | null
  today: string | null
  root: string | null
}
export function updateSeries(options: {
  fetchJson: (url: string) => Promise<unknown>
  today?: Date
  readText?: (file: string) => Promise<string>
  writeText?: (file: string, text: string) => Promise<void>
  regenerate?: () => Promise<unknown>
  origin?: string
}): Promise<string[] & { failed: string[] }>
export function answerRecorder(
  fetchJson: (url: string) => Promise<unknown>,
  dir: string,
  writeJson: (file: string, value: unknown) => Promise<void>,
): { fetchJson: (url: string) => Promise<unknown>; save: () => Promise<void> }
export type CliIo = {
  read: (file: string) => Promise<string>
  write: (file: string, text: string) => Promise<void>
  fetch: (url: string) => Promise<unknown>
  generate: (dir: string) => Promise<unknown>
  log: (text: string) => void
  error: (text: string) => void
}
export function main(argv: readonly string[], io?: CliIo): Promise<number>
