import fc from 'fast-check'

import { moneyFig } from '@/lib/core/steps.ts'
import { stepsProblems } from '@/lib/core/step-check.ts'
import { expectAllFinite } from '@/test/expect-finite.ts'
import { value } from '@/test/outcome-value.ts'

import { calculateNightShift, type NightShiftInput } from './night-shift.ts'
import { minutesOf, shiftMinutes } from './shift-minutes.ts'

const APRIL: NightShiftInput = {
  salario: 2640,
  jornada: 220,
  noites: 22,
  entrada: '22:00',
  saida: '05:00',
  mes: '2026-04',
  today: '2026-11-28',
}

describe('adicional noturno: the worked example (docs/legal/night-shift.md, CLT art. 73)', () => {
  it('2.640,00 ÷ 220, 22 nights 22h–5h in April 2026: 176 h, 422,40, DSR 105,60', () => {
    const r = value(calculateNightShift(APRIL))
    expect(r.hour).toBe(12)
    expect(r.clockMinutes).toBe(420)
    expect(r.reducedHoursPerNight).toBe(8)
    expect(r.reducedHoursPerMonth).toBe(176)
    expect(r.perNight).toBe(19.2)
    expect(r.perMonth).toBe(422.4)
    // Súmula 60 I TST; 24 dias úteis and 6 domingos e feriados (Sexta-feira Santa, Tiradentes).
    expect(r.dsr).toMatchObject({ workingDays: 24, restCount: 6, value: 105.6 })
    expect(r.total).toBe(528)
    expect(stepsProblems(r.steps, moneyFig(r.total))).toEqual([])
  })

  it('the same nights to 06:00: one hour more × 8/7 × 22 × 2,40 = 60,34 more (Súmula 60 II TST)', () => {
    const r = value(calculateNightShift({ ...APRIL, saida: '06:00' }))
    expect(r.fullNight).toBe(true)
    expect(r.extensionMinutes).toBe(60)
    expect(r.perMonth).toBe(482.74)
    expect(r.perMonth - 422.4).toBeCloseTo(60.34, 2)
    expect(r.dsr.value).toBe(120.69)
    expect(stepsProblems(r.steps, moneyFig(r.total))).toEqual([])
  })
})

describe('the shift on the clock', () => {
  it('a shift ending before it starts crosses midnight', () => {
    expect(shiftMinutes(22 * 60, 6 * 60)).toEqual({
      shift: 480,
      night: 420,
      extension: 60,
      fullNight: true,
    })
  })

  it('a day shift has no night minutes; one touching 22h only the part after it', () => {
    expect(shiftMinutes(8 * 60, 17 * 60).night).toBe(0)
    expect(shiftMinutes(14 * 60, 23 * 60)).toMatchObject({ night: 60, extension: 0 })
  })

  it('a shift begun after 22h is not a full night: no extension after 5h (Súmula 60 II)', () => {
    expect(shiftMinutes(23 * 60, 7 * 60)).toEqual({
      shift: 480,
      night: 360,
      extension: 0,
      fullNight: false,
    })
  })

  it('an early-morning shift counts 0h–5h', () => {
    expect(shiftMinutes(1 * 60, 9 * 60)).toMatchObject({ night: 240, extension: 0 })
  })

  it('reads HH:MM and refuses what is not a time', () => {
    expect(minutesOf('22:00')).toBe(1320)
    expect(minutesOf('5:30')).toBe(330)
    expect(minutesOf('24:00')).toBeNull()
    expect(minutesOf('22h')).toBeNull()
    expect(minutesOf('')).toBeNull()
  })
})

describe('edges and input', () => {
  it('empty month: the month of today', () => {
    const r = value(calculateNightShift({ ...APRIL, mes: '', today: '2026-04-15' }))
    expect(r.dsr).toMatchObject({ year: 2026, month: 4 })
  })

  it('zero nights or a day shift: no premium, no DSR', () => {
    expect(value(calculateNightShift({ ...APRIL, noites: 0 })).total).toBe(0)
    expect(value(calculateNightShift({ ...APRIL, entrada: '08:00', saida: '17:00' })).total).toBe(0)
  })

  it('empty divisor is 220 h', () => {
    expect(value(calculateNightShift({ ...APRIL, jornada: null })).perMonth).toBe(422.4)
  })

  it('each wrong field is named', () => {
    const r = calculateNightShift({
      salario: null,
      noites: 40,
      entrada: '25:00',
      saida: '',
      mes: '2026-13',
      today: '2026-11-28',
    })
    expect(r.ok ? [] : r.errors.map((e) => [e.field, e.code])).toEqual([
      ['salario', 'required'],
      ['noites', 'too-large'],
      ['entrada', 'invalid'],
      ['saida', 'required'],
      ['mes', 'invalid'],
    ])
  })

  it('entry equal to exit is refused', () => {
    const r = calculateNightShift({ ...APRIL, saida: '22:00' })
    expect(r.ok ? null : r.errors[0]).toMatchObject({ field: 'saida', code: 'zero' })
  })
})

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)

describe('properties', () => {
  it('the night premium never decreases when the shift lengthens (at either end)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 1200 }),
        fc.integer({ min: 1, max: 200 }),
        fc.boolean(),
        (start, length, more, atEnd) => {
          fc.pre(length + more < 1440)
          const short = shiftMinutes(start, (start + length) % 1440)
          const longer = atEnd
            ? shiftMinutes(start, (start + length + more) % 1440)
            : shiftMinutes((start - more + 1440) % 1440, (start + length) % 1440)
          expect(longer.night + longer.extension).toBeGreaterThanOrEqual(
            short.night + short.extension,
          )
        },
      ),
    )
  })

  it('any input gives field errors or finite figures whose steps hold', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e7, noNaN: true }),
        fc.option(fc.integer({ min: 1, max: 744 })),
        fc.integer({ min: 0, max: 31 }),
        time,
        time,
        (salario, jornada, noites, entrada, saida) => {
          const r = calculateNightShift({
            salario,
            jornada,
            noites,
            entrada,
            saida,
            mes: '2026-02',
            today: '2026-11-28',
          })
          if (!r.ok) return
          expectAllFinite(r.value)
          expect(stepsProblems(r.value.steps, moneyFig(r.value.total))).toEqual([])
        },
      ),
    )
  })
})
