import { parseSalaryLines, salaryAverage, salaryAverageCsv } from './salary-average.ts'

// docs/legal/inss-retirement.md "A média", example: benefit starting 05/2026; INPC of 02, 03 and
// 04/2026 = 0,56%, 0,91% and 0,81% (IBGE); Decreto 3.048/1999 art. 33.
describe('the média corrected by the INPC', () => {
  it('three salaries before 05/2026 average 3.115,55', () => {
    const r = salaryAverage('02/2026 3.000,00\n03/2026 3.000,00\n04/2026 3.200,00', '2026-05')
    expect(r.months.map((m) => [m.factor, m.corrected])).toEqual([
      [1.02297, 3068.91],
      [1.017274, 3051.82],
      [1.0081, 3225.92],
    ])
    expect(r.average).toBe(3115.55)
    expect(r.linesRead).toBe(3)
  })

  it('each month is limited to its teto; two jobs in one month are added first', () => {
    const r = salaryAverage('01/2026 5.000,00\n01/2026 4.000,00', '2026-02')
    expect(r.months).toHaveLength(1)
    expect(r.months[0]).toMatchObject({ salary: 9000, limited: 8475.55, factor: 1.0039 })
  })

  it('13º, months before 07/1994, 1994 months without INPC data and unreadable lines are listed', () => {
    const r = salaryAverage(
      'Competência Remuneração\n13/2020 2.000,00\n06/1994 100,00\n08/1994 300,00\n05/2020 1.500,00 IREC\n12/2020 13º 900,00',
      '2026-05',
    )
    expect(r.skipped.map((s) => [s.line, s.reason])).toEqual([
      [1, 'ilegivel'],
      [2, 'decimo-terceiro'],
      [3, 'antes-1994'],
      [4, 'sem-inpc'],
      [6, 'decimo-terceiro'],
    ])
    expect(r.linesRead).toBe(1)
  })

  it('a salary of zero or above a billion is unreadable; a month from the start on is left out', () => {
    const r = salaryAverage(
      '01/2026 0,00\n02/2026 2.000.000.000,00\n03/2026 1.000,00\n05/2026 1.000,00',
      '2026-05',
    )
    expect(r.skipped.map((s) => [s.line, s.reason])).toEqual([
      [1, 'ilegivel'],
      [2, 'ilegivel'],
      [4, 'depois-inicio'],
    ])
    expect(r.linesRead).toBe(1)
  })

  it('nothing readable: no média, and the CSV leaves its cell empty', () => {
    const r = salaryAverage('sem remunerações', '2026-05')
    expect(r.average).toBeNull()
    expect(salaryAverageCsv(r).split('\r\n').at(-1)).toBe('Média;;;;;')
  })

  it('months past the data are not corrected, and it says up to when', () => {
    const r = salaryAverage('07/2026 2.000,00\n10/2026 2.000,00', '2026-12')
    expect(r.correctedTo).toBe('2026-08')
    // July and August 2026 were negative (−0,01% and −0,32%): compounded as published.
    expect(r.months.map((m) => m.factor)).toEqual([0.9967, 1])
  })

  it('reads typed and CNIS-like formats', () => {
    expect(
      parseSalaryLines('03/2015 2.345,67 IREC-LC123\n04/2015  R$ 1234,5\n05/2015 1500').lines,
    ).toEqual([
      { line: 1, month: '2015-03', salary: 2345.67 },
      { line: 2, month: '2015-04', salary: 1234.5 },
      { line: 3, month: '2015-05', salary: 1500 },
    ])
  })

  it('nothing pasted: no average; CSV has the header and the average line', () => {
    const empty = salaryAverage('', '2026-05')
    expect(empty.average).toBeNull()
    const csv = salaryAverageCsv(salaryAverage('04/2026 3.200,00', '2026-05'))
    expect(csv.split('\r\n')).toEqual([
      'Competência;Salário;Teto do mês;Salário até o teto;Fator INPC;Salário corrigido',
      '2026-04;3200,00;8475,55;3200,00;1,008100;3225,92',
      'Média;;;;;3225,92',
    ])
  })
})
