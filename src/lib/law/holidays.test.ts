import { describe, expect, it } from 'vitest'

import { isoFromDay, weekday } from '../core/calendar-date.ts'
import {
  CONSCIENCIA_NEGRA_FROM,
  easterSunday,
  holidaysOfYear,
  movableDays,
  nationalHolidays,
  pontosFacultativos,
} from './holidays.ts'

/**
 * Easter Sunday (MMDD) for 1900–2200, one year after another, produced by an independent
 * implementation: python-dateutil's `easter()` (EASTER_WESTERN), which follows the algorithm in
 * Claus Tøndering's calendar FAQ.
 */
const EASTER_1900_2200 =
  '0415 0407 0330 0412 0403 0423 0415 0331 0419 0411 0327 0416 0407 0323 0412 0404 0423 0408 0331 0420 0404 0327 0416 0401 0420 0412 0404 0417 0408 0331 0420 0405 0327 0416 0401 0421 0412 0328 0417 0409 0324 0413 0405 0425 0409 0401 0421 0406 0328 0417 0409 0325 0413 0405 0418 0410 0401 0421 0406 0329 0417 0402 0422 0414 0329 0418 0410 0326 0414 0406 0329 0411 0402 0422 0414 0330 0418 0410 0326 0415 0406 0419 0411 0403 0422 0407 0330 0419 0403 0326 0415 0331 0419 0411 0403 0416 0407 0330 0412 0404 0423 0415 0331 0420 0411 0327 0416 0408 0323 0412 0404 0424 0408 0331 0420 0405 0327 0416 0401 0421 0412 0404 0417 0409 0331 0420 0405 0328 0416 0401 0421 0413 0328 0417 0409 0325 0413 0405 0425 0410 0401 0421 0406 0329 0417 0409 0325 0414 0405 0418 0410 0402 0421 0406 0329 0418 0402 0422 0414 0330 0418 0410 0326 0415 0406 0329 0411 0403 0422 0414 0330 0419 0410 0326 0415 0407 0419 0411 0403 0423 0407 0330 0419 0404 0326 0415 0331 0420 0411 0403 0416 0408 0330 0412 0404 0424 0415 0331 0420 0412 0328 0417 0409 0325 0413 0405 0418 0410 0401 0421 0406 0329 0417 0402 0422 0414 0329 0418 0410 0326 0414 0406 0329 0411 0402 0422 0414 0330 0418 0410 0326 0415 0406 0419 0411 0403 0422 0407 0330 0419 0403 0326 0415 0331 0419 0411 0403 0416 0407 0330 0412 0404 0423 0415 0331 0420 0411 0327 0416 0408 0323 0412 0404 0424 0408 0331 0420 0405 0327 0416 0401 0421 0412 0404 0417 0409 0331 0420 0405 0328 0416 0401 0421 0413 0328 0417 0409 0325 0413 0405 0425 0410 0401 0421 0406 0329 0417 0409 0325 0414 0406'

describe('easterSunday', () => {
  it.each([
    // Published Easter dates (2024–2026 also in docs/legal/holidays.md).
    [1900, '1900-04-15'],
    [1913, '1913-03-23'],
    [1943, '1943-04-25'],
    [1954, '1954-04-18'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2100, '2100-03-28'],
    [2200, '2200-04-06'],
  ])('%i → %s', (year, expected) => {
    expect(isoFromDay(easterSunday(year))).toBe(expected)
  })

  it('matches an independent implementation for every year from 1900 to 2200', () => {
    const expected = EASTER_1900_2200.split(' ')
    expect(expected).toHaveLength(301)
    expected.forEach((mmdd, i) => {
      const year = 1900 + i
      expect(isoFromDay(easterSunday(year)), String(year)).toBe(
        `${year}-${mmdd.slice(0, 2)}-${mmdd.slice(2)}`,
      )
    })
  })

  it('is always a Sunday between 22 March and 25 April', () => {
    for (let year = 1900; year <= 2200; year += 1) {
      const easter = easterSunday(year)
      expect(weekday(easter)).toBe(0)
      const mmdd = isoFromDay(easter).slice(5)
      expect(mmdd >= '03-22' && mmdd <= '04-25', String(year)).toBe(true)
    }
  })
})

describe('movableDays (docs/legal/holidays.md table)', () => {
  it.each([
    [2024, ['2024-02-12', '2024-02-13', '2024-02-14', '2024-03-29', '2024-03-31', '2024-05-30']],
    [2025, ['2025-03-03', '2025-03-04', '2025-03-05', '2025-04-18', '2025-04-20', '2025-06-19']],
    [2026, ['2026-02-16', '2026-02-17', '2026-02-18', '2026-04-03', '2026-04-05', '2026-06-04']],
  ])('%i', (year, [mon, tue, ash, friday, easter, corpus]) => {
    expect(movableDays(year)).toEqual({
      carnavalMonday: mon,
      carnavalTuesday: tue,
      ashWednesday: ash,
      goodFriday: friday,
      easter,
      corpusChristi: corpus,
    })
  })

  it('puts each day on its weekday in every year', () => {
    for (let year = 1900; year <= 2200; year += 1) {
      const days = movableDays(year)
      const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay()
      expect(weekday(days.carnavalMonday)).toBe(1)
      expect(weekday(days.carnavalTuesday)).toBe(2)
      expect(weekday(days.ashWednesday)).toBe(3)
      expect(weekday(days.goodFriday)).toBe(5)
      expect(weekday(days.corpusChristi)).toBe(4)
    }
  })
})

describe('nationalHolidays', () => {
  it('2024: nine fixed holidays, 20/11 included, and Sexta-feira Santa, in date order', () => {
    const list = nationalHolidays(2024)
    expect(list.map((h) => h.date)).toEqual([
      '2024-01-01',
      '2024-03-29',
      '2024-04-21',
      '2024-05-01',
      '2024-09-07',
      '2024-10-12',
      '2024-11-02',
      '2024-11-15',
      '2024-11-20',
      '2024-12-25',
    ])
    expect(list.every((h) => h.kind === 'feriado' && h.name !== '' && h.basis !== '')).toBe(true)
  })

  it('20/11 is a national holiday only from 2024 (Lei 14.759/2023)', () => {
    expect(CONSCIENCIA_NEGRA_FROM).toBe(2024)
    expect(nationalHolidays(2023).some((h) => h.date === '2023-11-20')).toBe(false)
    expect(nationalHolidays(2023)).toHaveLength(9)
    const zumbi = nationalHolidays(2025).find((h) => h.date === '2025-11-20')
    expect(zumbi).toMatchObject({
      name: 'Dia Nacional de Zumbi e da Consciência Negra',
      basis: 'Lei 14.759/2023',
    })
  })

  it.each([
    [2024, { '04-21': 0, '09-07': 6, '10-12': 6, '11-02': 6, '11-20': 3 }],
    [2025, { '09-07': 0, '10-12': 0, '11-02': 0, '11-15': 6, '11-20': 4 }],
    [2026, { '04-21': 2, '09-07': 1, '10-12': 1, '11-02': 1, '11-15': 0, '11-20': 5, '12-25': 5 }],
  ])('%i: weekdays of the fixed holidays as listed in docs/legal/holidays.md', (year, weekdays) => {
    const list = nationalHolidays(year)
    for (const [mmdd, weekday] of Object.entries(weekdays)) {
      const holiday = list.find((h) => h.date === `${year}-${mmdd}`)
      expect(holiday, mmdd).toBeDefined()
      expect(new Date(`${holiday!.date}T00:00:00Z`).getUTCDay(), mmdd).toBe(weekday)
    }
  })

  it('Sexta-feira Santa is a holiday with a footnote on its legal status', () => {
    const friday = nationalHolidays(2026).find((h) => h.date === '2026-04-03')
    expect(friday?.basis).toBe('Lei 9.093/1995, art. 2º')
    expect(friday?.note).toMatch(/lei municipal/)
  })

  it('lists both holidays when Good Friday falls on Tiradentes (2000)', () => {
    const sameDay = nationalHolidays(2000).filter((h) => h.date === '2000-04-21')
    expect(sameDay.map((h) => h.name)).toEqual([
      'Tiradentes',
      'Paixão de Cristo (Sexta-feira Santa)',
    ])
  })
})

describe('pontosFacultativos', () => {
  it('Carnaval Monday and Tuesday and Corpus Christi, each marked as not a legal holiday', () => {
    const list = pontosFacultativos(2025)
    expect(list.map((h) => [h.date, h.name])).toEqual([
      ['2025-03-03', 'Carnaval (segunda-feira)'],
      ['2025-03-04', 'Carnaval (terça-feira)'],
      ['2025-06-19', 'Corpus Christi'],
    ])
    expect(list.every((h) => h.kind === 'facultativo' && h.note !== undefined)).toBe(true)
  })
})

describe('holidaysOfYear', () => {
  it('combines the lists by option, in date order', () => {
    expect(holidaysOfYear(2026, { feriados: false, facultativos: false })).toEqual([])
    expect(holidaysOfYear(2026, { feriados: true, facultativos: false })).toEqual(
      nationalHolidays(2026),
    )
    const both = holidaysOfYear(2026, { feriados: true, facultativos: true })
    expect(both).toHaveLength(13)
    expect(both.map((h) => h.date)).toEqual([...both.map((h) => h.date)].sort())
    expect(both[1]).toMatchObject({ date: '2026-02-16', kind: 'facultativo' })
    expect(holidaysOfYear(2026, { feriados: false, facultativos: true })).toEqual(
      pontosFacultativos(2026),
    )
  })
})
