import { dayNumber, isoFromDay, type CalendarDay, type IsoDate } from '../core/calendar-date.ts'

/**
 * Brazilian national holidays and federal pontos facultativos of a year, for the business-day
 * calculator (docs/legal/holidays.md and §12.8).
 *
 * Formula: Easter Sunday by the Gregorian computus (the "anonymous Gregorian algorithm" of
 * Meeus, Jones and Butcher), valid for every Gregorian year and used here for 1900–2200. The
 * movable days are offsets from it: Carnaval Monday −48 and Tuesday −47, Quarta-feira de Cinzas −46,
 * Sexta-feira Santa −2, Corpus Christi +60. Dates are computed as whole day numbers, never as
 * `Date`s, so no device time zone can move a holiday to another day.
 *
 * Conventions:
 * - Feriados (`kind: 'feriado'`): the nine fixed national holidays of federal law and Sexta-feira
 *   Santa. Good Friday is a religious holiday declared by municipal law (Lei 9.093/1995 art. 2º),
 *   but it is observed nationwide and listed in the federal calendar, so it counts as a holiday
 *   and carries a `note` saying so.
 * - Pontos facultativos (`kind: 'facultativo'`): Carnaval Monday and Tuesday and Corpus Christi,
 *   which the federal calendar portarias declare optional; they are holidays only where a state
 *   or city law says so. Quarta-feira de Cinzas is not listed: it is optional only until 14h, so
 *   the day still has working hours.
 * - 20/11 (Consciência Negra) counts from 2024 (Lei 14.759/2023). Every other fixed holiday is
 *   applied to every year in range: the calculator is for deadlines, and the older history of
 *   the list (e.g. 12/10 only from 1980) is out of its scope.
 * - Two holidays can share a date (Tiradentes and Sexta-feira Santa on 21/04/2000); both are
 *   listed, each with its own legal basis.
 *
 * Sources: Lei 662/1949 art. 1º (wording of Lei 10.607/2002), Lei 6.802/1980, Lei 14.759/2023,
 * Lei 9.093/1995 art. 2º; federal calendar Portarias MGI 8.617/2023 (2024), 9.783/2024 (2025),
 * 11.460/2025 (2026).
 */

export type HolidayKind = 'feriado' | 'facultativo'

export type Holiday = {
  date: IsoDate
  /** Name as shown to people, in pt-BR. */
  name: string
  kind: HolidayKind
  /** The law or act that makes the day a holiday or ponto facultativo. */
  basis: string
  /** Why the day's status needs a footnote, when it does. */
  note?: string
}

/** First year in which 20/11 is a national holiday (Lei 14.759/2023). */
export const CONSCIENCIA_NEGRA_FROM = 2024

const LEI_662 = 'Lei 662/1949, art. 1º (redação da Lei 10.607/2002)'
const PORTARIA = 'Ponto facultativo do calendário federal (portaria anual do MGI)'
const FACULTATIVO_NOTE =
  'Não é feriado nacional por lei; é feriado apenas onde lei estadual ou municipal o declara.'

type FixedHoliday = { month: number; day: number; name: string; basis: string; from?: number }

const FIXED: readonly FixedHoliday[] = [
  { month: 1, day: 1, name: 'Confraternização Universal', basis: LEI_662 },
  { month: 4, day: 21, name: 'Tiradentes', basis: LEI_662 },
  { month: 5, day: 1, name: 'Dia do Trabalho', basis: LEI_662 },
  { month: 9, day: 7, name: 'Independência do Brasil', basis: LEI_662 },
  { month: 10, day: 12, name: 'Nossa Senhora Aparecida', basis: 'Lei 6.802/1980' },
  { month: 11, day: 2, name: 'Finados', basis: LEI_662 },
  { month: 11, day: 15, name: 'Proclamação da República', basis: LEI_662 },
  {
    month: 11,
    day: 20,
    name: 'Dia Nacional de Zumbi e da Consciência Negra',
    basis: 'Lei 14.759/2023',
    from: CONSCIENCIA_NEGRA_FROM,
  },
  { month: 12, day: 25, name: 'Natal', basis: LEI_662 },
]

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const n = h + l - 7 * m + 114
  return dayNumber(year, Math.floor(n / 31), (n % 31) + 1)
}

/** The Easter-based days of a year (docs/legal/holidays.md table). */
export type MovableDays = {
  carnavalMonday: IsoDate
  carnavalTuesday: IsoDate
  ashWednesday: IsoDate
  goodFriday: IsoDate
  easter: IsoDate
  corpusChristi: IsoDate
}

export function movableDays(year: number): MovableDays {
  const easter = easterSunday(year)
  const offset = (days: number): IsoDate => isoFromDay(easter + days)
  return {
    carnavalMonday: offset(-48),
    carnavalTuesday: offset(-47),
    ashWednesday: offset(-46),
    goodFriday: offset(-2),
    easter: offset(0),
    corpusChristi: offset(60),
  }
}

/** Feriados nacionais of a year, Sexta-feira Santa included, in date order. */
export function nationalHolidays(year: number): Holiday[] {
  const fixed: Holiday[] = FIXED.filter((h) => h.from === undefined || year >= h.from).map((h) => ({
    date: isoFromDay(dayNumber(year, h.month, h.day)),
    name: h.name,
    kind: 'feriado',
    basis: h.basis,
  }))
  const goodFriday: Holiday = {
    date: movableDays(year).goodFriday,
    name: 'Paixão de Cristo (Sexta-feira Santa)',
    kind: 'feriado',
    basis: 'Lei 9.093/1995, art. 2º',
    note: 'Feriado religioso declarado por lei municipal, observado em todo o país e listado no calendário federal.',
  }
  return sortByDate([...fixed, goodFriday])
}

/** Federal pontos facultativos counted as non-business days: Carnaval and Corpus Christi. */
export function pontosFacultativos(year: number): Holiday[] {
  const days = movableDays(year)
  const facultativo = (date: IsoDate, name: string): Holiday => ({
    date,
    name,
    kind: 'facultativo',
    basis: PORTARIA,
    note: FACULTATIVO_NOTE,
  })
  return [
    facultativo(days.carnavalMonday, 'Carnaval (segunda-feira)'),
    facultativo(days.carnavalTuesday, 'Carnaval (terça-feira)'),
    facultativo(days.corpusChristi, 'Corpus Christi'),
  ]
}

export type HolidayOptions = { feriados: boolean; facultativos: boolean }

/** The days of a year that the options make non-business days, in date order. */
export function holidaysOfYear(year: number, options: HolidayOptions): Holiday[] {
  return sortByDate([
    ...(options.feriados ? nationalHolidays(year) : []),
    ...(options.facultativos ? pontosFacultativos(year) : []),
  ])
}

function sortByDate(holidays: Holiday[]): Holiday[] {
  // ISO dates sort as strings; the sort is stable, so a fixed holiday stays before Good Friday.
  return holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0))
}
