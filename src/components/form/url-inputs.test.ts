import { buildUrl, readUrlInputs, urlValueOf } from './url-inputs.ts'

const specs = {
  valor: { kind: 'money' },
  taxa: { kind: 'percent' },
  parcelas: { kind: 'integer' },
  dias: { kind: 'integer', allowNegative: true },
  data: { kind: 'date' },
  hora: { kind: 'time' },
  sistema: { kind: 'option', options: ['price', 'sac'] },
  notas: { kind: 'text' },
} as const

describe('URL contract (docs/decisions.md §4)', () => {
  it('reads machine-format values into pt-BR field text', () => {
    const values = readUrlInputs(
      '?valor=1234.5&taxa=1.5&parcelas=12&dias=-3&data=2026-11-22&hora=09:30&sistema=sac&notas=7;8.5;6',
      specs,
    )
    expect(values).toEqual({
      valor: '1.234,50',
      taxa: '1,5',
      parcelas: '12',
      dias: '-3',
      data: '2026-11-22',
      hora: '09:30',
      sistema: 'sac',
      notas: '7;8.5;6',
    })
  })

  it('ignores hostile and malformed values', () => {
    const values = readUrlInputs(
      `?valor=1e999&taxa=abc&parcelas=1,5&data=2026-1-1&hora=25:00&sistema=../../&notas=<script>&calc=<script>&valor=${'9'.repeat(10000)}`,
      specs,
    )
    expect(values).toEqual({})
  })

  it('fills what the form must explain rather than dropping it, rounded in sight', () => {
    // A negative where none is allowed is kept: the form says why it cannot be used.
    expect(readUrlInputs('?parcelas=-2&valor=1234.567&taxa=0.123456', specs)).toEqual({
      parcelas: '-2',
      valor: '1.234,57',
      taxa: '0,1235',
    })
  })

  it('reads a duration in a text field (`tempo=30a2m10d`) and nothing else with letters', () => {
    expect(readUrlInputs('?notas=30a2m10d', specs)).toEqual({ notas: '30a2m10d' })
    expect(readUrlInputs('?notas=30anos', specs)).toEqual({})
  })

  it('uses the first of repeated keys', () => {
    expect(readUrlInputs('?parcelas=12&parcelas=24', specs)).toEqual({ parcelas: '12' })
  })

  it('writes field text back in machine format', () => {
    expect(urlValueOf('1.234,56', 'money')).toBe('1234.56')
    expect(urlValueOf('1.500.000,00', 'money')).toBe('1500000')
    expect(urlValueOf('-0,10', 'decimal')).toBe('-0.1')
    expect(urlValueOf('0,00', 'money')).toBe('0')
    expect(urlValueOf('1.000.000.000.000.000.000.000', 'money')).toBe('1000000000000000000000')
    expect(urlValueOf('', 'money')).toBeNull()
    expect(urlValueOf('abc', 'decimal')).toBeNull()
    expect(urlValueOf('sac', 'option')).toBe('sac')
  })

  it('keeps calc and the hash and replaces the calculator inputs', () => {
    const url = new URL('https://x.test/?calc=bmi&altura=1&old=2#top')
    expect(buildUrl(url, { altura: '170', peso: null })).toBe('/?calc=bmi&altura=170#top')
    expect(buildUrl(new URL('https://x.test/calculadora-imc?altura=1'), {})).toBe(
      '/calculadora-imc',
    )
  })
})
