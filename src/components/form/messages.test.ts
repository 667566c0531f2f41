import { messageFor } from './messages.ts'

describe('pt-BR field messages (docs/decisions.md §2)', () => {
  it('uses the field’s own message first', () => {
    expect(
      messageFor(
        { field: 'altura', code: 'required' },
        { kind: 'decimal', messages: { required: 'Informe a altura.' } },
      ),
    ).toBe('Informe a altura.')
  })

  it('a field’s message may name the bound and the other field its error carries', () => {
    const spec = {
      kind: 'integer',
      messages: {
        'too-large': (e: { limit?: number; other?: string }) =>
          `No máximo ${String(e.limit)} (${e.other ?? 'absoluto'}).`,
      },
    } as const
    expect(
      messageFor({ field: 'meses18', code: 'too-large', limit: 12, other: 'meses' }, spec),
    ).toBe('No máximo 12 (meses).')
  })

  it('writes bounds in pt-BR, money with R$', () => {
    expect(messageFor({ field: 'x', code: 'too-large', limit: 1500.5 }, { kind: 'decimal' })).toBe(
      'O valor máximo é 1.500,5.',
    )
    expect(messageFor({ field: 'x', code: 'over-limit', limit: 6750 }, { kind: 'money' })).toBe(
      'O valor passa do limite de R$\u00a06.750,00.',
    )
  })

  it('a date outside its plausible range names the range’s end it passed', () => {
    const date = { kind: 'date' } as const
    expect(messageFor({ field: 'd', code: 'too-small', date: '1960-01-01' }, date)).toBe(
      'Informe uma data a partir de 01/01/1960.',
    )
    expect(messageFor({ field: 'd', code: 'too-large', date: '2027-11-26' }, date)).toBe(
      'Informe uma data até 26/11/2027.',
    )
  })

  it('keeps R$ with its figures (a non-breaking space), in the field’s own messages too', () => {
    expect(
      messageFor(
        { field: 'x', code: 'over-limit' },
        { kind: 'money', messages: { 'over-limit': 'O limite é R$ 81.000 (R$ 6.750 por mês).' } },
      ),
    ).toBe('O limite é R$\u00a081.000 (R$\u00a06.750 por mês).')
  })

  it('never leaves a bound blank', () => {
    expect(messageFor({ field: 'x', code: 'too-small' }, { kind: 'decimal' })).toBe(
      'O valor está próximo demais de zero.',
    )
    expect(messageFor({ field: 'x', code: 'too-large' }, undefined)).toBe(
      'O valor é grande demais.',
    )
  })

  it('speaks of dates for date fields', () => {
    expect(messageFor({ field: 'd', code: 'invalid' }, { kind: 'date' })).toBe(
      'Informe uma data válida.',
    )
    expect(messageFor({ field: 'd', code: 'required' }, { kind: 'date' })).toBe('Informe uma data.')
  })
})
