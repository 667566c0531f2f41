import { catalogue } from '@/catalogue/catalogue.ts'

import { normalizeSearch, searchCatalogue, type SearchResult } from './search.ts'
import { synonyms } from './search-synonyms.ts'

// The phrases people type on the home page and where each must lead, best match first.

const search = (query: string) => searchCatalogue(query, catalogue)
/** A result as "id" or "id?modo". */
const where = (r: SearchResult) => (r.modo ? `${r.entry.id}?${r.modo}` : r.entry.id)
const first = (query: string) => search(query).map(where)[0]
const top = (query: string, n: number) => search(query).slice(0, n).map(where)

describe('normalizeSearch', () => {
  it('drops accents, case, punctuation and reads ordinals as letters', () => {
    expect(normalizeSearch('  Previdência SALÁRIO ')).toBe('previdencia salario')
    expect(normalizeSearch('13º Salário')).toBe('13o salario')
    expect(normalizeSearch('Seguro-Desemprego!')).toBe('seguro desemprego')
    expect(normalizeSearch('CLT x PJ')).toBe('clt x pj')
  })
})

describe('searchCatalogue', () => {
  it.each(['condominio', 'condomínio', 'Condomínio atrasado', 'taxa de condomínio'])(
    '"%s" finds the late-payment calculator (a condominium fee paid late)',
    (query) => {
      expect(top(query, 3)).toContain('late-payment')
    },
  )

  it.each(['salario minimo', 'salário mínimo', 'SALÁRIO MÍNIMO'])(
    '"%s" finds the salary, unemployment (its floor) and MEI (its DAS) calculators',
    (query) => {
      const found = search(query).map(where)
      expect(found[0]).toBe('salary')
      expect(found).toEqual(expect.arrayContaining(['unemployment', 'tax']))
    },
  )

  it.each(['igpm', 'IGP-M', 'igp-m', 'IGPM'])(
    '"%s" finds correção monetária, inflação and aluguel',
    (query) => {
      expect(search(query).map(where)).toEqual(
        expect.arrayContaining(['correction', 'inflation', 'rent']),
      )
    },
  )

  it('"juros" finds juros compostos first, then financiamento, empréstimo and parcelas', () => {
    expect(top('juros', 4)).toEqual(['compound', 'financing', 'personal-loan', 'installment'])
  })

  it.each(['j', 'ju', 'jur', 'juro'])(
    'typing "juros" key by key ("%s") already shows financiamento among the first four',
    (query) => {
      expect(top(query, 4)).toContain('financing')
      expect(first(query)).toBe('compound')
    },
  )

  it.each(['regra de 3', 'Regra de três', 'REGRA DE TRES', 'regra de'])(
    '"%s" opens the rule of three tab',
    (query) => {
      expect(first(query)).toBe('education?regra-de-tres')
      expect(search(query)[0]?.href).toBe('/calculadora-educacional?modo=regra-de-tres')
    },
  )

  it.each(['13', '13º', 'decimo terceiro', 'Décimo Terceiro', '13 salario', '13º salário'])(
    '"%s" opens the 13º tab of the salary calculator, before the calculator itself',
    (query) => {
      const found = search(query).map(where)
      expect(found[0]).toBe('salary?decimo-terceiro')
      expect(search(query)[0]?.href).toBe('/calculadora-salario?modo=decimo-terceiro')
      expect(found.indexOf('salary?decimo-terceiro')).toBeLessThan(found.indexOf('salary'))
    },
  )

  it.each(['imposto de renda', 'Imposto de Renda', 'ir', 'irpf', 'restituição'])(
    '"%s" finds the annual IRPF first, then the salary calculator (its IRRF), before renda fixa',
    (query) => {
      const found = search(query).map(where)
      expect(found[0]).toBe('income-tax')
      if (found.includes('salary')) expect(found.indexOf('salary')).toBeGreaterThan(0)
      if (found.includes('fixed-income'))
        expect(found.indexOf('fixed-income')).toBeGreaterThan(found.indexOf('income-tax'))
    },
  )

  it.each(['imposto de renda salario', 'irrf'])(
    '"%s" finds the salary calculator (its IRRF) first, before renda fixa',
    (query) => {
      const found = search(query).map(where)
      expect(found[0]).toBe('salary')
      if (found.includes('fixed-income'))
        expect(found.indexOf('fixed-income')).toBeGreaterThan(found.indexOf('salary'))
    },
  )

  it.each([
    'aposentadoria INSS',
    'aposentadoria pelo inss',
    'pontos',
    'pedágio',
    'tempo de contribuição',
    'fator previdenciário',
  ])('"%s" finds the INSS retirement calculator', (query) => {
    expect(first(query)).toBe('inss-retirement')
  })

  it('"aposentadoria" offers both: the INSS one and the savings projection', () => {
    expect(top('aposentadoria', 2).sort()).toEqual(['inss-retirement', 'retirement'])
  })

  it('"vale a pena ser pj" finds the CLT × PJ calculator', () => {
    expect(first('vale a pena ser pj')).toBe('clt-pj')
  })

  it.each(['cdb', 'CDB', 'tesouro selic', 'lci', 'lca', 'renda fixa', 'tesouro direto'])(
    '"%s" finds the renda fixa calculator',
    (query) => {
      expect(first(query)).toBe('fixed-income')
      expect(search(query)[0]?.href).toBe('/calculadora-renda-fixa')
    },
  )

  it.each(['clt pj', 'CLT x PJ', 'pessoa juridica'])(
    '"%s" finds the CLT × PJ calculator first, then the MEI and Simples one (the PJ side)',
    (query) => {
      expect(top(query, 2)).toEqual(['clt-pj', 'tax'])
      expect(search(query)[0]?.href).toBe('/calculadora-clt-pj')
    },
  )

  it.each([
    ['imc', 'bmi'],
    ['IMC', 'bmi'],
    ['peso ideal', 'bmi'],
    ['gravidez', 'pregnancy'],
    ['grávida', 'pregnancy'],
    ['gestante', 'pregnancy'],
    ['salario liquido', 'salary'],
    ['SALÁRIO', 'salary'],
    ['holerite', 'payslip-check'],
    ['contracheque', 'salary'],
    ['conferir holerite', 'payslip-check'],
    ['horas extras', 'labor?horas-extras'],
    ['hora extra', 'labor?horas-extras'],
    ['rescisão', 'labor?rescisao'],
    ['demissao', 'labor?rescisao'],
    ['emprestimo', 'personal-loan'],
    ['parcelas', 'installment'],
    ['financiamento', 'financing'],
    ['financiamentos', 'financing'],
    ['fin', 'financing'],
    ['porcentagem', 'percentage'],
    ['dias uteis', 'date'],
    ['quanto rende', 'compound'],
    ['calculadora de juros compostos', 'compound'],
    ['mei', 'tax'],
    ['gasolina ou etanol', 'fuel'],
    ['historico', 'history'],
    ['ferias', 'vacation'],
    ['Férias vencidas', 'vacation'],
    ['terço de férias', 'vacation'],
    ['vender ferias', 'vacation'],
    ['abono pecuniario', 'vacation'],
    ['seguro desemprego', 'unemployment'],
    ['seguro-desemprego', 'unemployment'],
    ['parcelas do seguro', 'unemployment'],
  ])('"%s" finds %s first', (query, expected) => {
    expect(first(query)).toBe(expected)
  })

  it('needs every meaningful word, but not the small ones ("calculadora de …")', () => {
    expect(search('salário gravidez')).toEqual([])
    expect(first('calculadora de imc')).toBe('bmi')
  })

  it('finds nothing for a blank query or gibberish', () => {
    expect(search('   ')).toEqual([])
    expect(search('qwertyuiop')).toEqual([])
  })

  it('a calculator with no route opens in the home modal', () => {
    expect(search('historico')[0]?.href).toBe('/?calc=history')
  })

  it('ranks by score, and every result has a title and a link', () => {
    const results = search('juros')
    for (let i = 1; i < results.length; i++)
      expect(results[i]!.score).toBeLessThanOrEqual(results[i - 1]!.score)
    for (const r of results) {
      expect(r.title).not.toBe('')
      expect(r.href).toMatch(/^\//)
    }
  })

  it('every synonym points at a calculator that exists', () => {
    const ids = new Set<string>(catalogue.map((e) => e.id))
    for (const id of Object.keys(synonyms)) expect(ids.has(id), id).toBe(true)
  })
})
