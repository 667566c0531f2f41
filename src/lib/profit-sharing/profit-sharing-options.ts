import type { DateLimits } from '../core/date-limits.ts'

/**
 * The payment date of a PLR: from the first PLR table the site holds (February 2024; January
 * 2024's is not known, docs/legal/profit-sharing.md) to two years ahead (docs/decisions.md,
 * "Datas plausíveis").
 */
export const PLR_FIRST_TABLE_DAY = '2024-02-01'

export const PLR_DATE_LIMITS: DateLimits = {
  earliest: PLR_FIRST_TABLE_DAY,
  latest: { daysFromToday: 731 },
}
