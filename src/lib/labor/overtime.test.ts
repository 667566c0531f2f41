import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateOvertime, type OvertimeInput } from './overtime.ts'

function overtime(input: OvertimeInput, from?: 'salario' | 'valorHora') {
  const r = calculateOvertime(input, from)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const errors = (input: OvertimeInput, from?: 'salario' | 'valorHora') => {
  const r = calculateOvertime(input, from)
  return r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`)
}

describe('calculateOvertime: a typed hour (the links of before keep their results)', () => {
  it('CF art. 7º XVI: 50% by day (default): 10 h of 20,00 → 300,00', () => {
    const r = overtime({ valorHora: 20, horas: 10 })
    expect(r).toMatchObject({
      night: false,
      salary: null,
      hourValue: 20,
      hourBase: 20,
      normalValue: 200,
      nightPremiumValue: 0,
      surchargeValue: 100,
      totalExtra: 300,
      dsr: null,
      total: 300,
    })
    expect(r.lines).toEqual([
      {
        key: 'horas',
        rate: 50,
        clockHours: 10,
        paidHours: 10,
        extraValue: 30,
        normalValue: 200,
        nightPremiumValue: 0,
        surchargeValue: 100,
        total: 300,
      },
    ])
  })

  it('Súmula 146 TST: 100% (Sundays and holidays) and a typed percentage', () => {
    expect(overtime({ valorHora: 20, horas: 10, adicional: 100 }).lines[0]).toMatchObject({
      extraValue: 40,
      total: 400,
    })
    expect(overtime({ valorHora: 20, horas: 2, adicional: 75 }).lines[0]).toMatchObject({
      rate: 75,
      extraValue: 35,
      total: 70,
    })
    expect(overtime({ valorHora: 20, horas: 2, adicional: 0 }).surchargeValue).toBe(0)
  })

  it('CLT art. 73: at night, 20% premium and the 52′30″ hour before the surcharge', () => {
    // 7 clock hours = 8 paid hours; hour 20 × 1,2 = 24; × 1,5 = 36; total 288 =
    // normal 160 + night premium 32 + surcharge 96.
    const r = overtime({ valorHora: 20, horas: 7, noturno: 'sim' })
    expect(r).toMatchObject({ night: true, hourBase: 24, totalExtra: 288 })
    expect(r.lines[0]).toMatchObject({
      paidHours: 8,
      extraValue: 36,
      normalValue: 160,
      nightPremiumValue: 32,
      surchargeValue: 96,
      total: 288,
    })
  })

  it('shows night hours with 2 decimals and multiplies what it shows', () => {
    // 10 × 8/7 = 11,428… → 11,43; 36 × 11,43 = 411,48; 20 × 11,43 = 228,60; 4 × 11,43 = 45,72.
    expect(overtime({ valorHora: 20, horas: 10, noturno: 'sim' }).lines[0]).toMatchObject({
      paidHours: 11.43,
      total: 411.48,
      normalValue: 228.6,
      nightPremiumValue: 45.72,
      surchargeValue: 137.16,
    })
  })

  it('rounds the overtime hour to the cent, as a payslip shows it: 13,63 × 1,5 = 20,445 → 20,45', () => {
    expect(overtime({ valorHora: 13.63, horas: 10 }).lines[0]).toMatchObject({
      extraValue: 20.45,
      total: 204.5,
    })
  })
})

describe('calculateOvertime: the hour from the salary (CLT art. 64)', () => {
  it('DSR worked example, end to end, Apr/2026: 3.300,00 at 220 h → hour 15,00, 22,50 at 50%, 20 h = 450,00, DSR 112,50', () => {
    const r = overtime({ salario: 3300, horas50: 20, mes: '2026-04' })
    expect(r).toMatchObject({
      salary: { amount: 3300, monthlyHours: 220 },
      hourValue: 15,
      totalExtra: 450,
      total: 562.5,
    })
    expect(r.lines[0]).toMatchObject({ key: 'horas50', rate: 50, extraValue: 22.5 })
    expect(r.dsr).toMatchObject({ restCount: 6, workingDays: 24, value: 112.5 })
  })

  it('Súmula 347 example of the férias reference: 3.000 ÷ 220 = 13,636…, × 1,5 = 20,4545…, 8 h → 163,64 (no rounding in between)', () => {
    const r = overtime({ salario: 3000, jornada: 220, horas50: 8 })
    expect([r.hourValue, r.lines[0]?.extraValue, r.totalExtra]).toEqual([13.64, 20.45, 163.64])
  })

  it('50% and 100% at once with the DSR of Apr/2026 (Sexta-feira Santa, Tiradentes): 204,55 + 109,09 + 78,41 = 392,05', () => {
    const r = overtime({ salario: 3000, jornada: 220, horas50: 10, horas100: 4, mes: '2026-04' })
    expect(r.lines.map((l) => [l.key, l.rate, l.total])).toEqual([
      ['horas50', 50, 204.55],
      ['horas100', 100, 109.09],
    ])
    expect([r.totalExtra, r.dsr?.value, r.total]).toEqual([313.64, 78.41, 392.05])
    expect(r.dsr?.restDays.filter((d) => d.kind === 'feriado')).toEqual([
      { date: '2026-04-03', kind: 'feriado', name: 'Paixão de Cristo (Sexta-feira Santa)' },
      { date: '2026-04-21', kind: 'feriado', name: 'Tiradentes' },
    ])
  })

  it('a 40-hour week (200 h), three lines at night', () => {
    // hour 2.000 ÷ 200 = 10,00; night 12,00; 7 h → 8 paid hours each line.
    const r = overtime({
      salario: 2000,
      jornada: 200,
      horas50: 7,
      horas100: 7,
      horas: 7,
      adicional: 60,
      noturno: 'sim',
    })
    expect(r.lines.map((l) => [l.rate, l.paidHours, l.extraValue, l.total])).toEqual([
      [50, 8, 18, 144],
      [100, 8, 24, 192],
      [60, 8, 19.2, 153.6],
    ])
    expect(r).toMatchObject({ normalValue: 240, nightPremiumValue: 48, totalExtra: 489.6 })
  })

  it('the screen says which way it takes the hour: a salary wins when both are in a link', () => {
    expect(overtime({ salario: 2200, valorHora: 50, horas: 1 }).hourValue).toBe(10)
    expect(overtime({ salario: 2200, valorHora: 50, horas: 1 }, 'valorHora').hourValue).toBe(50)
  })
})

describe('calculateOvertime: the DSR of the month (Lei 605/1949 art. 7º; Súmula 172 TST)', () => {
  it('Sep/2017 (published example, Tron/Lidercon): 1.000,00 of overtime → DSR 200,00', () => {
    const r = overtime({ valorHora: 20, horas100: 25, mes: '2017-09' })
    expect([r.totalExtra, r.dsr?.restCount, r.dsr?.workingDays, r.dsr?.value]).toEqual([
      1000, 5, 25, 200,
    ])
  })

  it('Nov/2025: Finados on a Sunday counts once, 15/11 on a Saturday counts: 800,00 → 243,48', () => {
    const r = overtime({ valorHora: 20, horas100: 20, mes: '2025-11' })
    expect([r.dsr?.restCount, r.dsr?.workingDays, r.dsr?.value, r.total]).toEqual([
      7, 23, 243.48, 1043.48,
    ])
  })

  it('Feb/2026: Carnaval is not a holiday: 800,00 → 133,33; a local holiday (Carnaval by city law) makes it 5 of 23', () => {
    expect(overtime({ valorHora: 20, horas100: 20, mes: '2026-02' }).dsr?.value).toBe(133.33)
    const local = overtime({ valorHora: 20, horas100: 20, mes: '2026-02', feriadosLocais: 1 }).dsr
    expect([local?.restCount, local?.workingDays, local?.value]).toEqual([5, 23, 173.91])
  })

  it('night hours keep their premium in the DSR base: 411,48 in Dec/2024 → 411,48 ÷ 25 × 6 = 98,76', () => {
    const r = overtime({ valorHora: 20, horas: 10, noturno: 'sim', mes: '2024-12' })
    expect([r.totalExtra, r.dsr?.value, r.total]).toEqual([411.48, 98.76, 510.24])
  })
})

describe('calculateOvertime: input', () => {
  it('rejects bad input, each field with its reason', () => {
    expect(
      errors({
        valorHora: 0,
        horas: 800,
        adicional: 301,
        noturno: 'talvez',
        mes: '2026-13',
        feriadosLocais: 11,
      }),
    ).toEqual([
      'valorHora:not-positive',
      'horas:too-large',
      'adicional:too-large',
      'noturno:invalid',
      'mes:invalid',
      'feriadosLocais:too-large',
    ])
    expect(errors({ salario: -1, jornada: 0, horas50: -2, feriadosLocais: 1.5 })).toEqual([
      'salario:not-positive',
      'jornada:not-positive',
      'horas50:negative',
      'feriadosLocais:not-integer',
    ])
    expect(errors({ valorHora: 20, mes: 'abril' })).toEqual(['horas50:required', 'mes:invalid'])
    expect(errors({ valorHora: 20, mes: '1899-12', horas: 1 })).toEqual(['mes:invalid'])
  })

  it('asks for hours: none typed → the 50% line; zero typed → that line', () => {
    expect(errors({ valorHora: 20 })).toEqual(['horas50:required'])
    expect(errors({ valorHora: 20, horas: 0 })).toEqual(['horas:not-positive'])
    expect(errors({ valorHora: 20, horas100: 0, horas: 0 })).toEqual(['horas100:not-positive'])
  })

  it('asks for the salary when the screen takes the hour from it', () => {
    expect(errors({ horas50: 1 }, 'salario')).toEqual(['salario:required'])
    expect(errors({ horas50: 1 })).toEqual(['valorHora:required'])
  })

  it('arbitrary inputs give errors or finite results', () => {
    const wild = fc.oneof(
      fc.constant(null),
      fc.constant(Number.NaN),
      fc.constant(Number.NEGATIVE_INFINITY),
      fc.constant(1e300),
      fc.double(),
      fc.integer({ min: -5, max: 400 }),
    )
    fc.assert(
      fc.property(
        fc.record({
          valorHora: wild,
          salario: wild,
          jornada: wild,
          horas: wild,
          horas50: wild,
          horas100: wild,
          adicional: wild,
          feriadosLocais: wild,
        }),
        fc.constantFrom('sim', 'nao', '', null, 'x'),
        fc.constantFrom(null, '', '2026-04', '2024-02', '2026-13', 'x'),
        (input, noturno, mes) => {
          const r = calculateOvertime({ ...input, noturno, mes })
          if (r.ok) {
            expectAllFinite(r.value)
            expect(r.value.totalExtra).toBeGreaterThanOrEqual(r.value.normalValue)
          } else expect(r.errors.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('calculateOvertime: properties', () => {
  const hours = fc.double({ min: 0, max: 300, noNaN: true })
  const case_ = fc.record({
    salario: fc.double({ min: 0.01, max: 100_000, noNaN: true }),
    jornada: fc.integer({ min: 1, max: 744 }),
    horas50: hours,
    horas100: hours,
    horas: hours,
    adicional: fc.double({ min: 0, max: 300, noNaN: true }),
    noturno: fc.constantFrom('sim', 'nao'),
    mes: fc.constantFrom(null, '2024-12', '2025-11', '2026-02', '2026-04'),
    feriadosLocais: fc.integer({ min: 0, max: 10 }),
  })

  it('total = sum of the lines + DSR, and the DSR is never negative', () => {
    fc.assert(
      fc.property(case_, fc.boolean(), (input, typed) => {
        const r = calculateOvertime(
          typed ? { ...input, valorHora: input.salario / 100, salario: null } : input,
        )
        if (!r.ok) return
        const cents = (v: number) => Math.round(v * 100)
        const lines = r.value.lines.reduce((sum, l) => sum + cents(l.total), 0)
        expect(cents(r.value.totalExtra)).toBe(lines)
        expect(r.value.dsr?.value ?? 0).toBeGreaterThanOrEqual(0)
        expect(cents(r.value.total)).toBe(lines + cents(r.value.dsr?.value ?? 0))
        // A typed hour rounds its night hour and overtime hour to the cent apart: at 0% the
        // surcharge can be a cent below zero, as it always was; from the salary it never is.
        if (!typed)
          for (const l of r.value.lines) expect(l.surchargeValue).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 300 },
    )
  })

  it('more hours on any line never pay less', () => {
    fc.assert(
      fc.property(
        case_,
        fc.constantFrom('horas50', 'horas100', 'horas'),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (input, key, more) => {
          const before = calculateOvertime(input)
          const after = calculateOvertime({ ...input, [key]: input[key] + more })
          if (!before.ok || !after.ok) return
          expect(after.value.totalExtra).toBeGreaterThanOrEqual(before.value.totalExtra)
          expect(after.value.total).toBeGreaterThanOrEqual(before.value.total)
        },
      ),
      { numRuns: 300 },
    )
  })
})
