import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { dayOfIso, type IsoDate } from '../core/calendar-date.ts'
import { expectAllFinite } from '@/test/expect-finite.ts'
import { value } from '@/test/outcome-value.ts'
import { monthsBetween } from '../series/monthly-series.ts'
import { isBankDay } from '../law/bank-days.ts'
import { fgtsDueDate, legalDueDay } from './due-date.ts'
import { checkFgts, jamOf } from './fgts-check.ts'
import type { FgtsCheckInput } from './fgts-check-types.ts'
import { parseMonthLines } from './month-lines.ts'

/** docs/legal/fgts.md, "Exemplos": 2026, salary 3.200,00 raised to 3.450,00 in May, 13º paid
 * 1.725,00 in November and 1.725,00 in December. */
const YEAR_2026: FgtsCheckInput = {
  salario: 3200,
  inicio: '2026-01',
  fim: '2026-12',
  contrato: 'clt',
  aumentos: '05/2026 3.450,00',
}

const EXPECTED_DUE_DATES = [
  '2026-02-20',
  '2026-03-20',
  '2026-04-20',
  '2026-05-20',
  '2026-06-19',
  '2026-07-20',
  '2026-08-20',
  '2026-09-18',
  '2026-10-20',
  '2026-11-19',
  '2026-12-18',
  '2027-01-20',
]

describe('FGTS deposits (docs/legal/fgts.md, worked example of 2026)', () => {
  it('256,00 for January–April, 276,00 May–October, 414,00 in November and December: 3.508,00', () => {
    const r = value(checkFgts(YEAR_2026))
    expect(r.rows.map((x) => x.due)).toEqual([
      256, 256, 256, 256, 276, 276, 276, 276, 276, 276, 414, 414,
    ])
    expect(r.rows[10]?.remuneration).toBe(5175)
    expect(r.totalDue).toBe(3508)
  })

  it('due dates: day 20, brought forward on 20/06 (Saturday), 20/09 (Sunday), 20/11 (holiday), 20/12 (Sunday)', () => {
    const r = value(checkFgts(YEAR_2026))
    expect(r.rows.map((x) => x.dueDate)).toEqual(EXPECTED_DUE_DATES)
  })

  it('the 13º typed by hand instead of the automatic one gives the same dues', () => {
    const r = value(
      checkFgts({
        ...YEAR_2026,
        decimoTerceiro: false,
        extras: '11/2026 1.725,00\n12/2026 1.725,00',
      }),
    )
    expect(r.totalDue).toBe(3508)
  })

  it('aprendiz: 2% of 1.100,00 = 22,00', () => {
    const r = value(
      checkFgts({ salario: 1100, inicio: '2026-03', fim: '2026-03', contrato: 'aprendiz' }),
    )
    expect(r.rows[0]?.due).toBe(22)
  })

  it('doméstica earning 2.000,00: 160,00 + 64,00 = 224,00, due on day 7', () => {
    const r = value(
      checkFgts({ salario: 2000, inicio: '2026-03', fim: '2026-03', contrato: 'domestico' }),
    )
    expect(r.rows[0]?.due).toBe(224)
    expect(r.rows[0]?.dueDate).toBe('2026-04-07')
    expect(r.fineRate).toBeNull()
  })

  it('competência 03/2024: 20/04/2024 is a Saturday, due 19/04/2024; 02/2024 still day 7 (07/03/2024)', () => {
    expect(fgtsDueDate('2024-03', 'clt')).toBe('2024-04-19')
    expect(fgtsDueDate('2024-02', 'clt')).toBe('2024-03-07')
  })

  it('JAM on 10.000,00 with TR 0,1718%: 41,89', () => {
    expect(jamOf(10000 as never, 0.1718)).toBe(41.89)
  })
})

describe('FGTS deposits: the extract against what was due', () => {
  const extract = [
    '01/2026 256,00',
    '02/2026 R$ 256,00',
    'mar/2026 256',
    '04/2026 200,00',
    '2026-05 276,00',
    // June missing
    '07/2026 276,00',
    '08/2026 276,00',
    '09/2026 276,00',
    '10/2026 276,00',
  ].join('\n')

  it('names the missing and the short months and adds what they owe', () => {
    const r = value(checkFgts({ ...YEAR_2026, extrato: extract, today: '2026-11-28' as IsoDate }))
    expect(r.missing).toEqual(['2026-06'])
    expect(r.short).toEqual(['2026-04'])
    expect(r.owed).toBe(56 + 276)
    expect(r.rows.slice(10).map((x) => x.verdict)).toEqual(['a-vencer', 'a-vencer'])
    expect(r.rows[0]?.verdict).toBe('confere')
    expect(r.expectedBalance).toBeGreaterThan(r.actualBalance)
    expect(r.fineLoss).toBeGreaterThan(0)
  })

  it('reports a line it cannot read, by number, a month outside the contract, a negative and an absurd deposit', () => {
    const r = value(
      checkFgts({
        ...YEAR_2026,
        extrato: 'oi\n01/2026 256,00\n05/2025 100,00\n02/2026 -256,00\n03/2026 99.999,00',
      }),
    )
    expect(r.issues.map((i) => [i.line, i.kind])).toEqual([
      [1, 'unreadable'],
      [3, 'outside'],
      [4, 'negative'],
      [5, 'absurd'],
    ])
  })

  it('refuses an end before the start, a month in the future and a missing salary', () => {
    const errors = (input: Partial<FgtsCheckInput>) => {
      const o = checkFgts({ ...YEAR_2026, today: '2026-11-28' as IsoDate, ...input })
      return o.ok ? [] : o.errors.map((e) => [e.field, e.code])
    }
    expect(errors({ fim: '2025-12' })).toEqual([['fim', 'date-order']])
    expect(errors({ fim: '2027-12' })).toEqual([['fim', 'future']])
    expect(errors({ salario: null })).toEqual([['salario', 'required']])
    expect(errors({ inicio: '1980-01' })).toEqual([['inicio', 'too-small']])
  })
})

describe('the extract parser', () => {
  it('reads the extract’s own lines: a posting date, the competência, the value and the balance', () => {
    const r = parseMonthLines(
      '07/02/2024 115-DEPOSITO JANEIRO/2024 R$ 256,00 R$ 1.256,00\n10/02/2024 CREDITO DE JAM 0,00 R$ 3,10',
    )
    expect(r.entries).toEqual([expect.objectContaining({ month: '2024-01', value: 256 })])
    expect(r.issues).toEqual([])
  })

  // Each way docs/legal/fgts.md ("Colar o extrato") says a person writes a month and a value.
  it.each([
    ['01/2026 256,00', '2026-01', 256],
    ['2026-02 R$ 1.234,56', '2026-02', 1234.56],
    ['mar/2026 256', '2026-03', 256],
    ['abril de 2026 300.50', '2026-04', 300.5],
    ['maio 2026 R$ 0,00', '2026-05', 0],
    ['06.2026 1.000', '2026-06', 1000],
  ] as const)('reads “%s” as %s, %d', (line, month, amount) => {
    expect(parseMonthLines(line)).toEqual({
      entries: [expect.objectContaining({ line: 1, month, value: amount })],
      issues: [],
    })
  })

  it('reports by its number a line with no month, a month or year out of range, no value, or a negative value', () => {
    const r = parseMonthLines(
      'depósito 256,00\n13/2026 10,00\n01/1899 10,00\n1899-01 10,00\njan/1899 10,00\n02/2026\n03/2026 -256,00\n04/2026 R$ -10,00\n\nsaldo 05/2026 1.000,00',
    )
    expect(r.entries).toEqual([])
    expect(r.issues.map((i) => [i.line, i.kind])).toEqual([
      [1, 'unreadable'],
      [2, 'unreadable'],
      [3, 'unreadable'],
      [4, 'unreadable'],
      [5, 'unreadable'],
      [6, 'unreadable'],
      [7, 'negative'],
      [8, 'negative'],
    ])
  })

  it('reads nothing from an empty box', () => {
    expect(parseMonthLines(null)).toEqual({ entries: [], issues: [] })
    expect(parseMonthLines(undefined)).toEqual({ entries: [], issues: [] })
  })
})

const monthArb = fc
  .tuple(fc.integer({ min: 2000, max: 2030 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`)

describe('properties', () => {
  it('a month deposited exactly as due reads "confere"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }).map((c) => c / 100),
        monthArb,
        fc.constantFrom('clt', 'aprendiz', 'domestico'),
        (salary, month, contrato) => {
          const due =
            value(
              checkFgts({
                salario: salary,
                inicio: month,
                fim: month,
                contrato,
                decimoTerceiro: false,
              }),
            ).rows[0]?.due ?? 0
          const line = `${month} ${due.toFixed(2).replace('.', ',')}`
          const r = value(
            checkFgts({
              salario: salary,
              inicio: month,
              fim: month,
              contrato,
              decimoTerceiro: false,
              extrato: line,
            }),
          )
          expect(r.rows[0]?.verdict).toBe('confere')
          expect(r.owed).toBe(0)
        },
      ),
    )
  })

  it('each due date is a bank business day no later than the legal day', () => {
    fc.assert(
      fc.property(
        monthArb,
        fc.constantFrom('clt', 'aprendiz', 'domestico' as const),
        (month, contract) => {
          const due = fgtsDueDate(month, contract)
          const next = monthsBetween(month, `${Number(month.slice(0, 4)) + 1}-12`)[1] ?? ''
          const legal = `${next}-${String(legalDueDay(month, contract)).padStart(2, '0')}`
          expect(isBankDay(dayOfIso(due))).toBe(true)
          expect(due <= legal).toBe(true)
          expect(dayOfIso(legal as IsoDate) - dayOfIso(due)).toBeLessThan(7)
        },
      ),
    )
  })

  it('any input gives an error or finite figures', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.constant(null)),
        fc.oneof(monthArb, fc.string()),
        fc.oneof(monthArb, fc.string()),
        fc.string(),
        (salario, inicio, fim, extrato) => {
          expectAllFinite(checkFgts({ salario, inicio, fim, contrato: 'clt', extrato }))
        },
      ),
    )
  })
})
