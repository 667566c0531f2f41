export function contiguousTail(values: Record<string, number>): {
  kept: Record<string, number>
  dropped: string[]
}
export function generate(options?: { check?: boolean; dir?: string }): Promise<string[]>
export type SeriesSpec = { id: string; exportName: string; name: string; publisher: string }
export const SERIES: readonly SeriesSpec[]
export function moduleText(spec: SeriesSpec, json: unknown): string
export function lastMonthsText(entries: readonly { spec: SeriesSpec; json: unknown }[]): string
