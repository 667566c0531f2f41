import type { Ymd } from './retirement-dates.ts'

/**
 * Reads a contribution time as people write it: `30a2m10d`, `30a`, `30 anos 2 meses`,
 * `2m10d`, `30a 2m e 10d`. Months 0–11, days 0–30, at most 80 years; null otherwise.
 */
export function parseContributionTime(text: string | null | undefined): Ymd | null {
  if (!text) return null
  const clean = text
    .toLowerCase()
    .replace(/\s+e\s+/g, ' ')
    .replace(/[,;]/g, ' ')
    .trim()
  const match =
    /^(?:(\d{1,3})\s*a(?:nos?)?)?\s*(?:(\d{1,3})\s*m(?:[eê]s(?:es)?)?)?\s*(?:(\d{1,3})\s*d(?:ias?)?)?$/.exec(
      clean,
    )
  if (!match || (match[1] === undefined && match[2] === undefined && match[3] === undefined))
    return null
  const years = Number(match[1] ?? 0)
  const months = Number(match[2] ?? 0)
  const days = Number(match[3] ?? 0)
  if (years > 80 || months > 11 || days > 30) return null
  return { years, months, days }
}
