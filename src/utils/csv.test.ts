import { priceSchedule } from '@/lib/core/amortization.ts'
import { D, money } from '@/lib/core/money.ts'

import { amortizationCsv, CSV_BOM, csvNumber, downloadCsv, toCsv } from './csv.ts'

describe('csvNumber', () => {
  it.each([
    [1234.56, '1234,56'],
    [1234.5, '1234,50'],
    [0, '0,00'],
    [-0, '0,00'],
    [-12.3, '-12,30'],
    [1e12, '1000000000000,00'],
    [Number.NaN, ''],
  ])('%s → %s', (value, text) => {
    expect(csvNumber(value)).toBe(text)
  })
})

describe('toCsv', () => {
  it('separates with ; and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 1.5, null],
        ['b', 2, 'x'],
      ]),
    ).toBe('a;1,50;\r\nb;2,00;x\r\n')
  })

  it('quotes fields holding the separator, quotes or line breaks', () => {
    expect(toCsv([['a;b', 'diz "oi"', 'linha\nnova']])).toBe('"a;b";"diz ""oi""";"linha\nnova"\r\n')
  })
})

describe('amortizationCsv', () => {
  // R$ 1.200,00 in 12 instalments at 2% a.m., Tabela Price: parcela R$ 113,47.
  const schedule = priceSchedule(money(1200), new D('0.02'), 12)
  const lines = amortizationCsv(schedule.rows).trimEnd().split('\r\n')

  it('has a header, one line per month and a totals line', () => {
    expect(lines).toHaveLength(1 + 12 + 1)
    expect(lines[0]).toBe('Mês;Parcela (R$);Juros (R$);Amortização (R$);Saldo devedor (R$)')
    expect(lines[1]).toBe('1;113,47;24,00;89,47;1110,53')
    expect(lines[12]).toMatch(/^12;.*;0,00$/)
  })

  it('totals the columns from the rows, so Σ amortização is the principal', () => {
    expect(lines[13]).toBe(
      `Total;${csvNumber(schedule.totalPago)};${csvNumber(schedule.totalJuros)};1200,00;`,
    )
  })
})

describe('downloadCsv', () => {
  it('offers a UTF-8 Blob with BOM under the given file name', async () => {
    let blob: Blob | undefined
    const createObjectURL = vi.fn((b: Blob) => {
      blob = b
      return 'blob:csv'
    })
    const revokeObjectURL = vi.fn()
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const clicked: HTMLAnchorElement[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })
    vi.useFakeTimers()
    try {
      downloadCsv('tabela.csv', 'Mês;Saldo\r\n')
      expect(clicked).toHaveLength(1)
      expect(clicked[0]?.download).toBe('tabela.csv')
      expect(clicked[0]?.getAttribute('href')).toBe('blob:csv')
      expect(document.querySelector('a[download]')).toBeNull()
      expect(blob?.type).toBe('text/csv;charset=utf-8')
      const bytes = new Uint8Array(await blob!.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      expect(new TextDecoder().decode(bytes.slice(3))).toBe('Mês;Saldo\r\n')
      expect(CSV_BOM).toBe('\uFEFF')
      vi.runAllTimers()
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv')
    } finally {
      vi.useRealTimers()
      click.mockRestore()
      Object.assign(URL, original)
    }
  })
})
