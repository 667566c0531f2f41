import fc from 'fast-check'

import { calculatePayday, countPayday, type PaydayInput } from './payday.ts'

const TODAY = '2026-11-25'

function payday(input: Partial<PaydayInput>) {
  const outcome = calculatePayday({ mes: null, sabado: null, today: TODAY, ...input })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

/** `DD/MM` of the counted days, as the legal tables write them. */
const days = (dates: readonly string[]) => dates.map((d) => d.slice(8, 10))

// Legal tables, quinto dia útil §5.2 (2026): CLT art. 459 §1º, Saturday counted (IN SRT 1/1989)
// or the banking business day; national holidays and Sexta-feira Santa skipped.
describe('docs/legal/payday.md, the rule: the 5th business day of 2026', () => {
  it.each([
    ['2026-04', ['01', '02', '04', '06', '07'], ['01', '02', '06', '07', '08']],
    ['2026-05', ['02', '04', '05', '06', '07'], ['04', '05', '06', '07', '08']],
    ['2026-09', ['01', '02', '03', '04', '05'], ['01', '02', '03', '04', '08']],
    ['2026-11', ['03', '04', '05', '06', '07'], ['03', '04', '05', '06', '09']],
  ])('%s: Saturday counted %j, banking %j', (mes, labour, banking) => {
    const r = payday({ mes })
    expect(days(r.asked.counted)).toEqual(labour)
    expect(r.asked.date).toBe(`${mes}-${labour[4]}`)
    expect(days(r.other.counted)).toEqual(banking)
    expect(r.other.date).toBe(`${mes}-${banking[4]}`)
    expect(payday({ mes, sabado: 'nao' }).asked).toEqual(r.other)
  })

  it('April 2026 skips Sexta-feira Santa (03/04), a holiday for both counts', () => {
    const skipped = payday({ mes: '2026-04' }).asked.skipped
    expect(skipped).toEqual([
      expect.objectContaining({ date: '2026-04-03', reason: 'feriado' }),
      { date: '2026-04-05', reason: 'domingo' },
    ])
    expect(skipped[0]?.holiday?.name).toContain('Sexta-feira Santa')
  })

  it('September 2026: the labour count ends on a Saturday; the bank skips it and the 7th', () => {
    const r = payday({ mes: '2026-09' })
    expect(r.asked.skipped).toEqual([])
    expect([r.asked.saturdays, r.other.saturdays]).toEqual([1, 0])
    expect(r.other.skipped.map((s) => s.reason)).toEqual(['sabado', 'domingo', 'feriado'])
  })
})

describe('Carnaval and Corpus Christi: working days, not banking days', () => {
  it('March 2025 (Carnaval on 03 and 04/03): the labour count goes on, the bank skips them', () => {
    const r = payday({ mes: '2025-03' })
    expect(days(r.asked.counted)).toEqual(['01', '03', '04', '05', '06'])
    expect(days(r.other.counted)).toEqual(['05', '06', '07', '10', '11'])
    expect(r.other.skipped.filter((s) => s.reason === 'facultativo').map((s) => s.date)).toEqual([
      '2025-03-03',
      '2025-03-04',
    ])
  })
})

describe('the month', () => {
  it('empty is the month of today', () => {
    expect(payday({ mes: '' }).mes).toBe('2026-11')
    expect(payday({ mes: null }).asked.date).toBe('2026-11-07')
  })

  it('holds the twelve months of its year, both conventions', () => {
    const r = payday({ mes: '2026-04' })
    expect(r.year).toHaveLength(12)
    expect(r.year[3]).toEqual({ month: '2026-04', labour: '2026-04-07', banking: '2026-04-08' })
    expect(r.year[8]).toEqual({ month: '2026-09', labour: '2026-09-05', banking: '2026-09-08' })
  })

  it.each([
    ['2026-13', 'invalid'],
    ['2026-00', 'invalid'],
    ['11/2026', 'invalid'],
    ['abc', 'invalid'],
    ['1899-12', 'too-small'],
    ['2201-01', 'too-large'],
  ])('%s is refused (%s), outside the holiday engine or unreadable', (mes, code) => {
    const outcome = calculatePayday({ mes, sabado: 'sim', today: TODAY })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.errors[0]).toMatchObject({ field: 'mes', code })
  })

  it.each(['1900-01', '2200-12'])('%s, an end of the holiday engine, computes', (mes) => {
    expect(calculatePayday({ mes, sabado: 'nao', today: TODAY }).ok).toBe(true)
  })
})

describe('properties over 1900–2200', () => {
  const months = fc.record({
    year: fc.integer({ min: 1900, max: 2200 }),
    month: fc.integer({ min: 1, max: 12 }),
  })

  it('the 5th business day is never before the 5th calendar day nor after the 12th', () => {
    fc.assert(
      fc.property(months, fc.boolean(), ({ year, month }, saturday) => {
        const day = Number(countPayday(year, month, saturday).date.slice(8, 10))
        return day >= 5 && day <= 12
      }),
      { numRuns: 2000 },
    )
  })

  it('with Saturday counted it is never later than without', () => {
    fc.assert(
      fc.property(
        months,
        ({ year, month }) =>
          countPayday(year, month, true).date <= countPayday(year, month, false).date,
      ),
      { numRuns: 2000 },
    )
  })

  it('counts exactly five days, each skipped day is before the fifth', () => {
    fc.assert(
      fc.property(months, fc.boolean(), ({ year, month }, saturday) => {
        const r = countPayday(year, month, saturday)
        return r.counted.length === 5 && r.skipped.every((s) => s.date < r.date)
      }),
    )
  })
})
