import { fromSalary } from './from-salary.ts'

// The salary calculator's own figures, times the months (salary worked example: R$ 6.000,00 in
// 2026 withholds INSS 641,51 and IRRF 385,10 a month; docs/legal/inss-irrf.md).
describe('Preencher a partir do salário', () => {
  it('R$ 6.000,00 for 12 months of 2026: 72.000,00, INSS 7.698,12, IRRF 4.621,20', () => {
    expect(fromSalary({ ano: 2026, salario: 6000, meses: 12 })).toEqual({
      ok: true,
      value: {
        year: 2026,
        months: 12,
        dependents: 0,
        rendimentos: 72000,
        inss: 7698.12,
        irrf: 4621.2,
      },
    })
  })

  it('months default to 12 and the year to the latest; 5 months are 5 × the month', () => {
    const year = fromSalary({ salario: 6000 })
    expect(year.ok && year.value).toMatchObject({ year: 2026, months: 12 })
    const five = fromSalary({ ano: 2026, salario: 6000, meses: 5 })
    expect(five.ok && five.value).toMatchObject({ rendimentos: 30000, inss: 3207.55, irrf: 1925.5 })
  })

  it('dependants lower the IRRF as on the payslip', () => {
    const none = fromSalary({ ano: 2025, salario: 8000 })
    const two = fromSalary({ ano: 2025, salario: 8000, dependentes: 2 })
    expect(none.ok && two.ok && two.value.irrf < none.value.irrf).toBe(true)
  })

  it('bad input is said at the panel’s own fields', () => {
    expect(fromSalary({ salario: -1, meses: 13 })).toEqual({
      ok: false,
      errors: [{ field: 'meses', code: 'too-large', limit: 12 }],
    })
    expect(fromSalary({ salario: -1 })).toEqual({
      ok: false,
      errors: [{ field: 'salario', code: 'not-positive' }],
    })
    expect(fromSalary({ salario: 3000, dependentes: 2.5 })).toEqual({
      ok: false,
      errors: [{ field: 'dependentes', code: 'not-integer' }],
    })
  })
})
