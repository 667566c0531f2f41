import { matchesSearch, normalizeSearch } from './search.ts'

const salary = {
  name: 'Calculadora de Salário Líquido',
  shortName: 'Salário',
  keywords: ['INSS', 'imposto de renda', 'contracheque'],
}

describe('search', () => {
  it('drops accents and case', () => {
    expect(normalizeSearch('  Previdência SALÁRIO ')).toBe('previdencia salario')
  })

  it.each(['salario', 'SALÁRIO', 'líquido', 'inss', 'Imposto renda', 'contra'])(
    'finds the salary calculator by "%s"',
    (query) => {
      expect(matchesSearch(salary, query)).toBe(true)
    },
  )

  it('needs every word of the query', () => {
    expect(matchesSearch(salary, 'salário gravidez')).toBe(false)
  })

  it('matches everything when the query is blank', () => {
    expect(matchesSearch(salary, '   ')).toBe(true)
  })
})
