import { describe, expect, it } from 'vitest'

import { byName, indexInfo, indexOptions, ofName, withArticle } from './series-indices.ts'

// pt-BR agreement: "a Selic", "a TR", "a Taxa Legal", "a poupança"; "o IPCA", "o IGP-M".
describe('the words about a series', () => {
  it('takes the article of each series’ gender', () => {
    expect(withArticle('IPCA')).toBe('o IPCA')
    expect(withArticle('Selic')).toBe('a Selic')
    expect(byName('TR')).toBe('pela TR')
    expect(byName('IGP-M')).toBe('pelo IGP-M')
    expect(ofName('Taxa Legal')).toBe('da Taxa Legal')
    expect(ofName('Poupança')).toBe('da Poupança')
    expect(ofName('INPC')).toBe('do INPC')
  })

  it('a name or id it does not know: the masculine article, and the IPCA’s info', () => {
    expect(withArticle('XYZ')).toBe('o XYZ')
    expect(indexInfo('nenhum').id).toBe('ipca')
    expect(indexInfo('selic').name).toBe('Selic')
  })

  it('lists the options in the order asked, with the table’s labels and a suffix', () => {
    expect(indexOptions(['igpm', 'ipca'], ' ao ano')).toEqual([
      { value: 'igpm', label: 'IGP-M (FGV) ao ano' },
      { value: 'ipca', label: 'IPCA (inflação oficial, IBGE) ao ano' },
    ])
  })
})
