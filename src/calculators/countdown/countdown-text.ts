import type { CountdownResult } from '@/lib/countdown/countdown.ts'
import { formatLongDate, formatWeekday } from '@/utils/format.ts'

/** The seed's expired message (docs/product.md §8), word for word. */
export const EXPIRED_TEXT = 'Tempo Expirado! O prazo definido já passou.'

/** `sábado, 31 de dezembro de 2026 às 23:59`: the wall time as typed, in Brasília time. */
export function targetText(r: Pick<CountdownResult, 'data' | 'hora'>): string {
  return `${formatWeekday(r.data)}, ${formatLongDate(r.data)} às ${r.hora}`
}

export function remainingText(r: CountdownResult): string {
  return `${r.days} ${r.days === 1 ? 'dia' : 'dias'}, ${r.hours} h, ${r.minutes} min e ${r.seconds} s`
}
