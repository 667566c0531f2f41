import { type PendingTable, yearOfFigures } from './pending-tables.ts'

// docs/legal/calendar-of-acts.md: in early January the new year's minimum wage is known (decree
// of late December) while the INSS and seguro-desemprego bands still wait for their portaria.
const january2027: readonly PendingTable[] = [
  { part: 'inss', year: 2027, usedYear: 2026 },
  { part: 'seguro-desemprego', year: 2027, usedYear: 2026 },
]

describe('yearOfFigures', () => {
  it('is the year itself when nothing is borrowed', () => {
    expect(yearOfFigures(2026, [])).toBe(2026)
    expect(yearOfFigures(2027, january2027, 'salario-minimo')).toBe(2027)
  })

  it('is the year a borrowed part was taken from', () => {
    expect(yearOfFigures(2027, january2027, 'inss')).toBe(2026)
    expect(yearOfFigures(2027, january2027, 'seguro-desemprego')).toBe(2026)
  })

  it('is the earliest year borrowed when no part is named', () => {
    expect(
      yearOfFigures(2028, [...january2027, { part: 'salario-minimo', year: 2028, usedYear: 2027 }]),
    ).toBe(2026)
  })
})
