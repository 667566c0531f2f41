export type SgsRow = { data: string; valor: string }
export type SgsSeries = {
  id: string
  code: number
  from: string
  daily?: boolean
  partial?: boolean
}
export const SGS_SERIES: readonly SgsSeries[]
export function requestUrls(code: number, from: string, today: Date): string[]
export function parseSgsRows(
  rows: unknown,
  options?: { daily?: boolean; dropMonth?: string | null },
): Record<string, number>
export function holes(values: Record<string, number>): string[]
export function seriesFile(
  previous: { series: string; unit: string; publisher: string; sgs?: number },
  values: Record<string, number>,
  options: { code: number; fetchedOn: string },
): {
  series: string
  unit: string
  publisher: string
  sgs: number
  sources: { repo: string; path: string; commit: string; months: string }[]
  first: string | null
  last: string | null
  values: Record<string, number>
}
export function updateSeries(options: {
  fetchJson: (url: string) => Promise<SgsRow[]>
  today?: Date
  readText?: (file: string) => Promise<string>
  writeText?: (file: string, text: string) => Promise<void>
  regenerate?: () => Promise<unknown>
}): Promise<string[]>
